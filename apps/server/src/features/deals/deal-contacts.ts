import type { Database } from '../../db/client';
import type { Conversations } from './deal-ports';
import { dealsRepository } from './deals.repository';

/**
 * Who has answered whom (issue 46, decision 079): `memberId` answered `otherId` once they sent
 * them a chat message (first or in reply), made them an offer or a counter, or accepted or
 * declined one of theirs. A member who never answered you is a stranger to you: your offers to
 * them draw on a daily budget, and deal mails you cause them are grouped by the day.
 */
export function dealContacts({
  db,
  conversations,
}: {
  db: Database;
  conversations: Pick<Conversations, 'hasWritten'>;
}) {
  const repository = dealsRepository(db);
  return {
    async answered(memberId: number, otherId: number): Promise<boolean> {
      return (
        (await conversations.hasWritten(memberId, otherId)) ||
        (await repository.answeredByOffer(memberId, otherId))
      );
    },
  };
}

export type DealContacts = ReturnType<typeof dealContacts>;
