import { DEAL_MESSAGES, type LegalNameData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import { dealsRepository } from './deals.repository';

/** The legal or company name a member puts on agreements: set once, then fixed. */
export function legalNamesService({ db }: { db: Database }) {
  const repository = dealsRepository(db);
  return {
    async get(userId: number): Promise<LegalNameData> {
      return { legal_name: (await repository.legalNames([userId])).get(userId) ?? null };
    },
    async set(userId: number, name: string): Promise<LegalNameData> {
      if (!(await repository.setLegalName(userId, name, clockNow()))) {
        throw conflict(DEAL_MESSAGES.legalNameSet);
      }
      return { legal_name: name };
    },
  };
}

export type LegalNamesService = ReturnType<typeof legalNamesService>;
