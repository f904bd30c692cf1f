import { formatAgo, type OrderPost } from '@partnerly/shared';

const PLATFORM_NAMES = { instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok' } as const;

/** How a delivered post reads: whether all is well, and otherwise what to do. */
export interface PostWords {
  tone: 'good' | 'warning' | 'waiting' | 'neutral';
  line: string;
  /** What the reader can do about it, when anything. */
  advice?: string;
}

/**
 * A delivered post in words a person reads at a glance (issue 47): "Live on Instagram · posted
 * 2 h ago · #ad", or what is wrong and what to do, for the side reading it.
 */
export function postWordsOf(post: OrderPost, side: 'buyer' | 'seller' | undefined, now: Date) {
  const platform = post.platform ? PLATFORM_NAMES[post.platform] : 'the platform';
  const seller = side === 'seller';
  const words = (tone: PostWords['tone'], line: string, advice?: string): PostWords => ({
    tone,
    line,
    ...(advice && { advice }),
  });
  switch (post.state) {
    case 'verified': {
      const posted = post.published_at
        ? ` · posted ${formatAgo(new Date(post.published_at), now)}`
        : '';
      return post.disclosure
        ? words('good', `Live on ${platform}${posted} · #ad`)
        : words(
            'warning',
            `Live on ${platform}${posted} · no ad label found`,
            seller
              ? 'Add #ad or the platform’s paid-partnership label to the caption.'
              : 'Ask the seller to add #ad or the paid-partnership label before approving.',
          );
    }
    case 'not_found':
      return words(
        'warning',
        `Not found on the seller’s connected ${platform}`,
        seller
          ? `Check the link, and that the post is public on your connected ${platform} account.`
          : 'Ask for the right link before approving.',
      );
    case 'other_account':
      return words(
        'warning',
        `Posted from another ${platform} account than the seller’s`,
        seller
          ? `Post it from your connected ${platform} account, or connect the account you used.`
          : 'Ask the seller about it before approving.',
      );
    case 'before_order':
      return words(
        'warning',
        'Published before this order was accepted',
        seller ? 'Send the post made for this order.' : 'Ask for the post made for this order.',
      );
    case 'removed':
      return words('warning', `Removed from ${platform} after it was verified`);
    case 'not_connected':
      return seller
        ? words('neutral', `Not verified: connect ${platform} to verify`)
        : words('neutral', `Not verified: the seller has not connected ${platform}`);
    case 'checking':
      return words('waiting', `Checking with ${platform}…`);
    default:
      return words('neutral', 'A link to another site: not verified');
  }
}
