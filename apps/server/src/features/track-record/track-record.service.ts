import { TRACK_RECORD_MIN_DEALS, type TrackRecord } from '@partnerly/shared';
import { toRecord, type ResultsRow } from './card-results';
import type { TrackRecordRepository } from './track-record.repository';

const enough = (record: TrackRecord | undefined) =>
  record && record.completed_deals >= TRACK_RECORD_MIN_DEALS ? record : null;

/**
 * A creator's verified results (issue 47 point 5, decision 109): on their page, the media kit,
 * search cards and campaign applicants once there are enough, unless they hid them. Hidden shows
 * nothing, never zero.
 */
export function trackRecordService(deps: { records: TrackRecordRepository }) {
  /** Each seller's shown results: none below the threshold or when hidden. */
  async function shownOf(sellerIds: number[]): Promise<Map<number, TrackRecord>> {
    const unique = [...new Set(sellerIds)];
    const [records, hidden] = await Promise.all([
      deps.records.ofSellers(unique),
      deps.records.hiddenOf(unique),
    ]);
    const shown = new Map<number, TrackRecord>();
    for (const [sellerId, record] of records) {
      const kept = enough(record);
      if (kept && !hidden.has(sellerId)) shown.set(sellerId, kept);
    }
    return shown;
  }

  return {
    shownOf,

    /**
     * Search cards' shown results by lowercased username: only owners who completed a deal
     * (`has_results`, kept on their card) are asked, and most pages ask nothing (decision 140).
     */
    async ofCards(
      cards: { username: string; user_id: number; has_results: boolean }[],
    ): Promise<Map<string, TrackRecord>> {
      const asked = cards.filter((card) => card.has_results);
      if (asked.length === 0) return new Map();
      const records = await shownOf(asked.map((card) => card.user_id));
      const shown = new Map<string, TrackRecord>();
      for (const card of asked) {
        const record = records.get(card.user_id);
        if (record) shown.set(card.username.toLowerCase(), record);
      }
      return shown;
    },

    /**
     * What the public profile's statement read (`sellerResultsJson`, hidden ones already left
     * out), with the threshold every read applies (decision 143).
     */
    shownOfRow: (row: ResultsRow | null): TrackRecord | null =>
      row ? enough(toRecord(row)) : null,

    /** The owner's view: what a visitor would see were it shown, and whether it is hidden. */
    async ownOf(userId: number): Promise<{ results: TrackRecord | null; hidden: boolean }> {
      const [records, hidden] = await Promise.all([
        deps.records.ofSellers([userId]),
        deps.records.hiddenOf([userId]),
      ]);
      return { results: enough(records.get(userId)), hidden: hidden.has(userId) };
    },

    setHidden: (userId: number, hidden: boolean) => deps.records.setHidden(userId, hidden),
  };
}

export type TrackRecordService = ReturnType<typeof trackRecordService>;
