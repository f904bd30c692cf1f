import { z } from 'zod';
import { jsonInteger, multiLine, requiredMultiLine, requiredText } from './fields';
import { REVIEW_LIMITS } from './review-data';

export const REVIEW_MESSAGES = {
  rating: `Choose from ${REVIEW_LIMITS.minRating} to ${REVIEW_LIMITS.maxRating} stars.`,
  textRequired: 'Tell them what went wrong: a review of 1 or 2 stars needs a few words.',
  notCompleted: 'You can review an order once it is completed.',
  windowClosed: `Reviews can be written up to ${REVIEW_LIMITS.windowDays} days after the order completed.`,
  alreadyReviewed: 'You already reviewed this order.',
  alreadyReplied: 'You already replied to this review.',
  hidden: 'This review was hidden by an admin.',
  alreadyHidden: 'This review is already hidden.',
  hiddenDone: 'Review hidden.',
  hideWithReason: 'Hide a review with a reason instead.',
} as const;

const rating = jsonInteger(REVIEW_LIMITS.minRating, REVIEW_LIMITS.maxRating, {
  type: REVIEW_MESSAGES.rating,
  int: REVIEW_MESSAGES.rating,
  min: REVIEW_MESSAGES.rating,
  max: REVIEW_MESSAGES.rating,
});

/** POST api/orders/{id}/review/: 1-5 stars, words required for 1 or 2. */
export const reviewSchema = z
  .object({ rating, text: multiLine(REVIEW_LIMITS.text).default('') })
  .superRefine((value, context) => {
    if (value.rating <= REVIEW_LIMITS.textRequiredUpTo && value.text === '') {
      context.addIssue({ code: 'custom', path: ['text'], message: REVIEW_MESSAGES.textRequired });
    }
  });
export type ReviewInput = z.input<typeof reviewSchema>;

/** POST api/reviews/{id}/reply/. */
export const reviewReplySchema = z.object({ text: requiredMultiLine(REVIEW_LIMITS.reply) });
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** POST api/admin/reviews/{id}/hide/: the reason goes to the audit log. */
export const hideReviewSchema = z.object({ reason: requiredText(REVIEW_LIMITS.hideReason) });
