import type { ReplyTime } from '@partnerly/shared';

/** How many conversations a badge needs, so one slow or quick answer does not decide it. */
export const REPLY_TIME_MIN_CONVERSATIONS = 5;
/** The window the badge looks back over. */
export const REPLY_TIME_WINDOW_DAYS = 30;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** One owner's first-message conversations of the window and their median time to answer. */
export interface ReplyStats {
  userId: number;
  conversations: number;
  /** Unanswered conversations count as never answered, so they pull the median up. */
  medianSeconds: number | null;
}

/**
 * The badge for an owner's statistics: none below the minimum number of conversations, or
 * when the median conversation went unanswered or took longer than a week.
 */
export function replyTimeOf(stats: ReplyStats): ReplyTime | null {
  if (stats.conversations < REPLY_TIME_MIN_CONVERSATIONS || stats.medianSeconds === null) {
    return null;
  }
  if (stats.medianSeconds <= HOUR) return 'hour';
  if (stats.medianSeconds <= DAY) return 'day';
  if (stats.medianSeconds <= 7 * DAY) return 'days';
  return null;
}
