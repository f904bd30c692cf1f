import { z } from 'zod';
import { LIMITS } from './limits';
import { SUSPENDED_NOTICE } from './messages';
import { jsonId, multiLine, requiredText } from './fields';

/** What can be reported: a profile (by username), a chat message, an ad, a review or a campaign (by id). */
export const REPORT_TARGETS = ['user', 'message', 'ad', 'review', 'campaign'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['spam', 'scam', 'impersonation', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads in the report form and the admin console. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  impersonation: 'Pretending to be someone else',
  inappropriate: 'Inappropriate or offensive',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;

const reportedId = jsonId();

/** The report form: why, and optionally what happened. */
export const reportReasonSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  details: multiLine(REPORT_DETAILS_MAX).optional(),
});

/** POST /api/report/: `id` for a message, an ad or a review, `username` for a profile. */
export const reportSchema = reportReasonSchema
  .extend({
    target: z.enum(REPORT_TARGETS, { error: 'Choose what you are reporting.' }),
    id: reportedId.optional(),
    username: requiredText(LIMITS.username).optional(),
  })
  .superRefine((value, context) => {
    if (value.target === 'user' && !value.username) {
      context.addIssue({ code: 'custom', path: ['username'], message: 'Send the username.' });
    }
    if (value.target !== 'user' && value.id === undefined) {
      context.addIssue({ code: 'custom', path: ['id'], message: 'Send the id.' });
    }
  });
export type ReportInput = z.input<typeof reportSchema>;

/** Admin actions on every open report of one target. */
export const reportActionSchema = z.object({
  target: z.enum(REPORT_TARGETS, { error: 'Send the target.' }),
  id: reportedId,
});

/** One reported thing in the admin Reports tab, with every open report on it. */
export interface AdminReportGroup {
  target: ReportTarget;
  /** The user's, message's or ad's id. */
  id: number;
  /** The reported account (the author of a message or an ad). */
  username: string;
  /** What was reported as it was when first reported: the message, the ad, or the bio. */
  preview: string;
  reporters: number;
  reasons: ReportReason[];
  details: string[];
  first_reported: string;
  /** False once the message or ad is gone. */
  content_exists: boolean;
}

/** How many messages the admin sees on each side of a reported one. */
export const REPORT_CONTEXT_MESSAGES = 10;

/** One message around a reported one, as the admin reads it. */
export interface AdminContextMessage {
  id: number;
  /** The sender's username, or "Deleted user". */
  sender: string;
  /** "Message removed" once an admin removed it. */
  text: string;
  date: string;
  removed?: true;
  /** Its sender deleted it (issue 34): the text is shown to admins until it is erased. */
  deleted?: true;
  /** The texts it had before its sender's edits, oldest first. */
  earlier?: string[];
}

/**
 * GET /api/admin/reports/messages/{id}/: a reported message with the messages before and
 * after it in its conversation, oldest first.
 */
export interface AdminReportedConversation {
  reported: number;
  /** The two members of the conversation. */
  members: string[];
  messages: AdminContextMessage[];
}

export const REPORT_MESSAGES = {
  received: 'Thanks for telling us. An admin will look at it soon.',
  self: "You can't report yourself or your own content.",
  dismissed: 'Reports dismissed.',
  removed: 'Content removed.',
  userNotRemovable: 'A profile is not removed: suspend the account instead.',
  campaignClosed: 'Closed by Partnerly after reports.',
} as const;

/** POST /api/admin/suspend-user/. */
export const suspendUserSchema = z.object({
  username: requiredText(LIMITS.username),
  reason: requiredText(500),
});

/** POST /api/admin/unsuspend-user/. */
export const unsuspendUserSchema = z.object({ username: requiredText(LIMITS.username) });

/** The notice with the admin's reason, as the sign-in and refresh answers carry it. */
export const suspendedMessage = (reason: string | null | undefined): string =>
  reason ? `${SUSPENDED_NOTICE} Reason: ${reason}` : SUSPENDED_NOTICE;

export const SUSPENSION_MESSAGES = {
  suspended: 'Account suspended.',
  reinstated: 'Account reinstated.',
  adminNotSuspendable: 'Admins cannot be suspended.',
  notSuspended: 'This account is not suspended.',
} as const;
