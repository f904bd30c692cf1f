import type { z } from 'zod';
import type { applicationsQuerySchema } from '@partnerly/shared';
import type { ApplicationRow } from './applications.repository';
import type { ApplicantRow } from './campaigns.presenter';

export type ApplicantSort = z.output<typeof applicationsQuerySchema>['sort'];

const mostFollowers = (applicant: ApplicantRow | undefined) =>
  Math.max(0, ...(applicant?.socials.map((social) => social.followers) ?? []));

/**
 * A campaign's applications in the owner's chosen order. Every applicant comes in one answer
 * (no pagination), so the whole set is sorted here (decision 117); `rows` come newest first,
 * and the sorts are stable, so ties keep that order. No audience match sorts last.
 */
export function orderApplicants(
  rows: ApplicationRow[],
  sort: ApplicantSort,
  people: Map<number, ApplicantRow>,
  matchOf: (creatorId: number) => number | null,
): ApplicationRow[] {
  if (sort === 'followers') {
    return [...rows].sort(
      (a, b) => mostFollowers(people.get(b.creatorId)) - mostFollowers(people.get(a.creatorId)),
    );
  }
  if (sort === 'audience_match') {
    return [...rows].sort((a, b) => (matchOf(b.creatorId) ?? -1) - (matchOf(a.creatorId) ?? -1));
  }
  return rows;
}
