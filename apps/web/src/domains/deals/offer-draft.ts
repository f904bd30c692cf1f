import {
  DEAL_LIMITS,
  DEAL_PLATFORMS,
  type DealPlatform,
  type Deliverable,
} from '@partnerly/shared';

/**
 * What an offer form starts from: a package's terms (title, price, platform, delivery time),
 * or a campaign's brief (its deliverables too).
 */
export interface OfferDraft {
  title?: string;
  price?: number;
  platform?: DealPlatform;
  /** In place of one Reel on `platform`; not carried by the `offer` query parameter. */
  deliverables?: Deliverable[];
  /** Days from today, e.g. a package's delivery time. */
  dueInDays?: number;
  message?: string;
  packageId?: number;
}

const whole = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
    ? value
    : undefined;
const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

/** The draft as the `offer` query parameter of /chats carries it. */
export const offerDraftParam = (draft: OfferDraft) => JSON.stringify(draft);

/**
 * The draft of an `offer` query parameter: only known fields within their limits survive, so a
 * hand-made address can prefill nothing the form would not accept.
 */
export function offerDraftOf(param: string | null): OfferDraft | undefined {
  if (!param) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(param);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as Record<string, unknown>;
  return {
    title: text(value.title, DEAL_LIMITS.title),
    price: whole(value.price, DEAL_LIMITS.price),
    platform: DEAL_PLATFORMS.find((platform) => platform === value.platform),
    dueInDays: whole(value.dueInDays, DEAL_LIMITS.dueDays),
    message: text(value.message, DEAL_LIMITS.message),
    packageId: whole(value.packageId, 2_147_483_647),
  };
}
