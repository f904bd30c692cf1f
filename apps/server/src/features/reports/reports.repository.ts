import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ReportReason, ReportTarget } from '@partnerly/shared';
import type { Database } from '../../db/client';
import {
  ads,
  campaigns,
  dialogueMembers,
  messageEdits,
  messages,
  reports,
  reviews,
  users,
  type ReportStatus,
} from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

/** What a report points at, read when it is made. */
export interface ReportedContent {
  targetUserId: number;
  preview: string;
}

/** Reports and the read-only lookups of what they point at. */
export function reportsRepository(db: Database) {
  const open = (target: ReportTarget, targetId: number) =>
    and(eq(reports.target, target), eq(reports.targetId, targetId), eq(reports.status, 'open'));

  return {
    async user(username: string): Promise<ReportedContent | undefined> {
      const [row] = await db
        .select({ targetUserId: users.id, preview: users.bio })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    /** A message in one of the reporter's dialogues; others' messages stay unknown. */
    async message(reporterId: number, messageId: number) {
      const [row] = await db
        .select({ targetUserId: messages.senderId, preview: messages.text })
        .from(messages)
        .innerJoin(
          dialogueMembers,
          and(
            eq(dialogueMembers.dialogueId, messages.dialogueId),
            eq(dialogueMembers.userId, reporterId),
          ),
        )
        .where(and(eq(messages.id, messageId), isNotNull(messages.senderId)));
      return row?.targetUserId
        ? { targetUserId: row.targetUserId, preview: row.preview }
        : undefined;
    },

    async ad(adId: number): Promise<ReportedContent | undefined> {
      const [row] = await db
        .select({ targetUserId: ads.userId, title: ads.title, text: ads.text })
        .from(ads)
        .where(eq(ads.id, adId));
      return row && { targetUserId: row.targetUserId, preview: `${row.title}\n${row.text}` };
    },

    /** A published review still shown (issue 33); a blind one is not anyone else's to see. */
    async review(reviewId: number): Promise<ReportedContent | undefined> {
      const [row] = await db
        .select({ targetUserId: reviews.reviewerId, text: reviews.text, rating: reviews.rating })
        .from(reviews)
        .where(
          and(eq(reviews.id, reviewId), isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)),
        );
      return row?.targetUserId
        ? { targetUserId: row.targetUserId, preview: `${row.rating}★ ${row.text}`.trim() }
        : undefined;
    },

    /** A campaign that is not a draft (drafts are seen by their owner only). */
    async campaign(campaignId: number): Promise<ReportedContent | undefined> {
      const [row] = await db
        .select({ targetUserId: campaigns.ownerId, title: campaigns.title, brief: campaigns.brief })
        .from(campaigns)
        .where(and(eq(campaigns.id, campaignId), ne(campaigns.state, 'draft')));
      return row && { targetUserId: row.targetUserId, preview: `${row.title}\n${row.brief}` };
    },

    /** Stores an open report; undefined when the reporter already has one open on the target. */
    async add(values: {
      reporterId: number;
      target: ReportTarget;
      targetId: number;
      targetUserId: number;
      reason: ReportReason;
      details: string;
      preview: string;
    }): Promise<ReportRow | undefined> {
      const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
      return row;
    },

    async find(id: number): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    /** True when an open report older than this one exists: the admins already have work. */
    async openBefore(report: ReportRow): Promise<boolean> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.status, 'open'), lt(reports.id, report.id)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Marks the report as the one the admins are mailed about, unless another report was
     * mailed about after `since`; true when this report's mail should go (again, on a retry).
     */
    async claimAlert(reportId: number, since: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        // One alert decision at a time across instances.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports.alert'))`);
        const [recent] = await tx
          .select({ id: reports.id })
          .from(reports)
          .where(and(gt(reports.alertedAt, since), ne(reports.id, reportId)))
          .limit(1);
        if (recent) return false;
        await tx
          .update(reports)
          .set({ alertedAt: sql`coalesce(${reports.alertedAt}, now())` })
          .where(eq(reports.id, reportId));
        return true;
      });
    },

    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isAdmin, true));
      return rows.map((row) => row.email);
    },

    /** Every open report with its reported account's name, oldest first. */
    async openReports() {
      return db
        .select({ report: reports, username: users.username })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.targetUserId))
        .where(eq(reports.status, 'open'))
        .orderBy(asc(reports.createdAt), asc(reports.id));
    },

    /** The ids of reported messages, ads, reviews and campaigns still there, for the preview. */
    async existing(
      target: 'message' | 'ad' | 'review' | 'campaign',
      ids: number[],
    ): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      if (target === 'review') {
        const rows = await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(inArray(reviews.id, ids), isNull(reviews.hiddenAt)));
        return new Set(rows.map((row) => row.id));
      }
      const table = target === 'message' ? messages : target === 'ad' ? ads : campaigns;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table.id} in ${ids}`);
      return new Set(rows.map((row) => row.id));
    },

    /** Closes every open report of a target; returns the reported account, or undefined. */
    async resolve(
      target: ReportTarget,
      targetId: number,
      status: Exclude<ReportStatus, 'open'>,
      adminId: number,
    ): Promise<{ targetUserId: number; count: number } | undefined> {
      const rows = await db
        .update(reports)
        .set({ status, resolvedAt: new Date(), resolvedBy: adminId })
        .where(open(target, targetId))
        .returning({ targetUserId: reports.targetUserId });
      const [first] = rows;
      return first && { targetUserId: first.targetUserId, count: rows.length };
    },

    /** Closes every open report about an account (of it, its messages and its ads). */
    async resolveAllOf(
      targetUserId: number,
      status: Exclude<ReportStatus, 'open'>,
      adminId: number,
    ): Promise<number> {
      const rows = await db
        .update(reports)
        .set({ status, resolvedAt: new Date(), resolvedBy: adminId })
        .where(and(eq(reports.targetUserId, targetUserId), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length;
    },

    /**
     * A reported message with up to `around` messages on each side in its conversation,
     * oldest first, and the conversation's members; undefined unless the message exists and
     * was reported (open or closed), so the admin reads no other conversation.
     */
    async reportedConversation(messageId: number, around: number) {
      const [reported] = await db
        .select({ dialogueId: messages.dialogueId })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            sql`exists (select 1 from ${reports} where ${reports.target} = 'message' and ${reports.targetId} = ${messageId})`,
          ),
        );
      if (!reported) return undefined;
      const columns = {
        id: messages.id,
        sender: users.username,
        text: messages.text,
        createdAt: messages.createdAt,
        removedAt: messages.removedAt,
        deletedAt: messages.deletedAt,
      };
      const inDialogue = eq(messages.dialogueId, reported.dialogueId);
      const page = (where: ReturnType<typeof and>, order: 'before' | 'after') =>
        db
          .select(columns)
          .from(messages)
          .leftJoin(users, eq(users.id, messages.senderId))
          .where(where)
          .orderBy(order === 'before' ? desc(messages.id) : asc(messages.id))
          .limit(order === 'before' ? around : around + 1);
      const [before, after, members] = await Promise.all([
        page(and(inDialogue, lt(messages.id, messageId)), 'before'),
        page(and(inDialogue, gte(messages.id, messageId)), 'after'),
        db
          .select({ username: users.username })
          .from(dialogueMembers)
          .innerJoin(users, eq(users.id, dialogueMembers.userId))
          .where(eq(dialogueMembers.dialogueId, reported.dialogueId))
          .orderBy(asc(users.username)),
      ]);
      const rows = [...before.reverse(), ...after];
      // Issue 34: the versions each message had before its sender's edits, oldest first.
      const versions =
        rows.length === 0
          ? []
          : await db
              .select({ messageId: messageEdits.messageId, text: messageEdits.text })
              .from(messageEdits)
              .where(
                inArray(
                  messageEdits.messageId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(messageEdits.id));
      return {
        messages: rows.map((row) => ({
          ...row,
          earlier: versions.filter((version) => version.messageId === row.id).map((v) => v.text),
        })),
        members: members.map((member) => member.username),
      };
    },

    /** The open reports of one target (for an action's checks). */
    async openOn(target: ReportTarget, targetId: number): Promise<ReportRow[]> {
      return db.select().from(reports).where(open(target, targetId));
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
