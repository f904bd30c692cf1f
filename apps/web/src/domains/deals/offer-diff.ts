import { formatDollars, type Offer } from '@partnerly/shared';
import { formatDueDate } from './deal-steps';
import { deliverablesLine } from './offer-terms-line';

type Terms = Pick<
  Offer,
  'title' | 'deliverables' | 'price' | 'due_date' | 'revisions' | 'usage_rights'
>;

const revisionsOf = (count: number) => (count === 1 ? '1 revision' : `${count} revisions`);

/**
 * What a counter changed against the version it replaced (issue 51): "Price: $450 → $520",
 * one line per changed term, in the order the card shows them.
 */
export function offerChanges(previous: Terms, current: Terms): string[] {
  const lines: string[] = [];
  const compare = (label: string, before: string, after: string) => {
    if (before !== after) lines.push(`${label}: ${before} → ${after}`);
  };
  compare('Title', previous.title, current.title);
  compare('Deliverables', deliverablesLine(previous), deliverablesLine(current));
  compare('Price', formatDollars(previous.price), formatDollars(current.price));
  compare('Due', formatDueDate(previous.due_date), formatDueDate(current.due_date));
  compare('Revisions', revisionsOf(previous.revisions), revisionsOf(current.revisions));
  compare('Usage', previous.usage_rights, current.usage_rights);
  return lines;
}
