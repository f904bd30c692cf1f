import { formatDate } from '@partnerly/shared';

/** A date as every screen writes it ('26 Nov 2026'), or "---" when there is none (docs/SPEC.md). */
export function dateOrDashes(value: string | null | undefined): string {
  return (value && formatDate(value)) || '---';
}
