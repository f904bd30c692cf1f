import type {
  ApplicantSocial,
  Application,
  ApplicationWithApplicant,
  Campaign,
  MyApplication,
  OfferTermsInput,
  Platform,
  TrackRecord,
} from '@partnerly/shared';
import { offPlatformWarning } from '../../lib/off-platform/off-platform';
import { mediaUrl } from '../media/media.presenter';
import type { ApplicationRow } from './applications.repository';
import type { CampaignRow } from './campaigns.repository';

/** A campaign on the wire: the owner's username, whole dollars, the cover's address. */
export const presentCampaign = (row: CampaignRow, owner: string, chosen: number): Campaign => ({
  id: row.id,
  owner,
  title: row.title,
  brief: row.brief,
  cover: mediaUrl(row.coverHash),
  platforms: row.platforms,
  content: row.content,
  countrys: row.countries, // the spec's spelling
  tags: row.tags,
  min_followers: row.minFollowers,
  max_followers: row.maxFollowers,
  budget: { kind: row.budgetKind, min: row.budgetMin, max: row.budgetMax },
  wanted: row.wanted,
  chosen,
  apply_by: row.applyBy,
  gifting: row.gifting,
  state: row.state,
  closed_at: row.state === 'closed' ? (row.closedAt?.toISOString() ?? null) : null,
  created_at: row.createdAt.toISOString(),
});

export const presentApplication = (row: ApplicationRow, creator: string | null): Application => ({
  id: row.id,
  campaign: row.campaignId,
  creator,
  pitch: row.pitch,
  platforms: row.platforms,
  offer_id: row.offerId,
  state: row.state,
  created_at: row.createdAt.toISOString(),
});

export interface ApplicantRow {
  username: string;
  pictureHash: string | null;
  replyTime: 'hour' | 'day' | 'days' | null;
  /** The average of the reviews that show (numeric: a string), null without. */
  rating: string | null;
  reviewsCount: number;
  socials: {
    platform: string;
    followers: number;
    followersHidden: boolean;
    source: string | null;
  }[];
  /** Their verified results, when shown (issue 47 point 5). */
  results: TrackRecord | null;
}

/** The words of an application: its pitch and the offer it proposes. */
const wordsOf = (row: ApplicationRow) => {
  const offer = row.offerTerms as StoredOfferTerms | null;
  return [
    row.pitch,
    ...(offer
      ? [offer.title, ...offer.deliverables.map((item) => item.what), offer.usage_rights]
      : []),
    offer?.message ?? '',
  ];
};

/**
 * An application as its campaign's owner sees it: with the creator's public summary, and the
 * off-platform warning when its words ask to leave (issue 46; the owner is their receiver).
 */
export const presentApplicationForOwner = (
  row: ApplicationRow,
  applicant: ApplicantRow | undefined,
  audienceMatch: number | null = null,
): ApplicationWithApplicant => ({
  ...presentApplication(row, applicant?.username ?? null),
  applicant: applicant
    ? {
        username: applicant.username,
        picture: mediaUrl(applicant.pictureHash),
        socials: applicant.socials.map((social): ApplicantSocial => ({
          platform: social.platform as Platform,
          followers: social.followersHidden ? null : social.followers,
          source: social.source,
        })),
        reply_time: applicant.replyTime,
        rating: applicant.rating === null ? null : Number(applicant.rating),
        reviews_count: applicant.reviewsCount,
        results: applicant.results,
        audience_match: audienceMatch,
      }
    : null,
  offer: (row.offerTerms as ApplicationWithApplicant['offer']) ?? null,
  ...offPlatformWarning(true, wordsOf(row)),
});

export const presentMyApplication = (
  row: ApplicationRow,
  creator: string,
  campaign: { title: string; owner: string | null },
): MyApplication => ({
  ...presentApplication(row, creator),
  campaign_title: campaign.title,
  campaign_owner: campaign.owner,
});

export type StoredOfferTerms = OfferTermsInput;
