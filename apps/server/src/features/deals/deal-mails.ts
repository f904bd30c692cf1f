import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { Mailer } from '../../lib/mailer';
import type { MailLinks } from '../notifications/mails/notification-mail';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { DealContacts } from './deal-contacts';
import type { DealJobs } from './deal-job-payloads';
import type { DealNotice } from './deal-headlines';
import { dealMailsRepository, type MailPair } from './deal-mails.repository';

// The templates load at first use: react-email takes about a second to load, which every
// server start and test file paid before any mail was sent (decision 070).
const templates = () => import('./deal-update.mail');

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Mailed notices are kept past the longest window: the newest says when a pair was mailed. */
const KEEP_MAILED_MS = 2 * DAY_MS;

const pairOf = (notice: DealNotice): MailPair => ({
  userId: notice.userId,
  counterpartId: notice.counterpartId ?? 0,
});

/**
 * Deal e-mails that cannot be turned against a member (issue 46, decision 079): the notices
 * about one counterpart wait together, and go in one e-mail at most an hour after the last
 * one, or a day while the receiver never answered that counterpart (deal-contacts.ts). The
 * first e-mail goes at once. A pair's notices are added and claimed under one lock, and each
 * mail job is keyed by the time it is due, so none is left waiting without a job.
 */
export function dealMails(deps: {
  db: Database;
  contacts: Pick<DealContacts, 'answered'>;
  notifications: Pick<NotificationsService, 'wants'>;
  users: Pick<UsersService, 'findById'>;
  mailer: Mailer;
  links: MailLinks;
  jobs: Pick<JobQueue<Pick<DealJobs, 'deals.mail'>>, 'enqueueOnce'>;
}) {
  const { db, jobs } = deps;

  /** The group's job due at `runAt` (or at once), queued unless one is waiting for that time. */
  const schedule = (pair: MailPair, runAt: Date | null, tx?: Tx) =>
    jobs.enqueueOnce(
      'deals.mail',
      pair,
      `deal-mail:${pair.userId}:${pair.counterpartId}:${runAt ? runAt.getTime() : 'now'}`,
      { tx, runAt: runAt ?? clockNow() },
    );

  /** Adds a notice to its group in the step's transaction, and makes sure the group is due. */
  async function add(notice: DealNotice, tx: Tx): Promise<void> {
    const pair = pairOf(notice);
    const repository = dealMailsRepository(tx);
    await repository.lockPair(pair);
    await repository.add(pair, notice);
    const last = await repository.lastMailed(pair);
    // The shortest window: the job itself waits out the day for a receiver who never answered.
    const soonest = last && new Date(last.getTime() + HOUR_MS);
    await schedule(pair, soonest && soonest > clockNow() ? soonest : null, tx);
  }

  /** Takes the group's waiting notices if its window is over; otherwise says when it is. */
  async function claim(pair: MailPair, windowMs: number) {
    return inTransaction(db, async (tx) => {
      const repository = dealMailsRepository(tx);
      await repository.lockPair(pair);
      const now = clockNow();
      const last = await repository.lastMailed(pair);
      if (last && last.getTime() + windowMs > now.getTime()) {
        return { dueAt: new Date(last.getTime() + windowMs), notices: [] };
      }
      await repository.prune(pair, new Date(now.getTime() - KEEP_MAILED_MS), false);
      const notices = await repository.pending(pair);
      await repository.setMailed(
        notices.map((row) => row.id),
        now,
      );
      return { dueAt: null, notices };
    });
  }

  /** The mail job: the group's e-mail, if it is time and the member still wants deal updates. */
  async function send(pair: MailPair): Promise<void> {
    if (!(await deps.notifications.wants(pair.userId, 'deals'))) {
      await inTransaction(db, async (tx) => {
        const repository = dealMailsRepository(tx);
        await repository.lockPair(pair);
        await repository.prune(pair, new Date(clockNow().getTime() - KEEP_MAILED_MS), true);
      });
      return;
    }
    const answered =
      pair.counterpartId === 0 || (await deps.contacts.answered(pair.userId, pair.counterpartId));
    const { dueAt, notices } = await claim(pair, answered ? HOUR_MS : DAY_MS);
    if (dueAt) {
      await schedule(pair, dueAt);
      return;
    }
    const user = await deps.users.findById(pair.userId);
    if (notices.length === 0 || !user) return;
    const ids = notices.map((row) => row.id);
    try {
      const mails = await templates();
      const list = notices.map((row) => row.notice);
      await deps.mailer.send(await mails.dealUpdatesMail(user, list, deps.links));
    } catch (error) {
      // Waiting again, so the job's retry mails them (and the window is not spent).
      await dealMailsRepository(db).setMailed(ids, null);
      throw error;
    }
  }

  return {
    add,
    /** The `deals.mail` job. */
    async run(payload: MailPair | DealNotice): Promise<void> {
      if ('step' in payload) {
        await inTransaction(db, (tx) => add(payload, tx));
        return;
      }
      await send(payload);
    },
  };
}

export type DealMails = ReturnType<typeof dealMails>;
