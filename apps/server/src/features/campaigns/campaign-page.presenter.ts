import { budgetText, chosenText, formatDate, platformName, type Campaign } from '@partnerly/shared';
import { escapeHtml } from '../../lib/html';
import type { PageMeta } from '../../lib/page-meta';
import { canonicalLink, jsonLdScript } from '../../lib/structured-data';

/** The page of an open or closed campaign as the server sends it: head tags and a body. */
export interface CampaignPage {
  meta: PageMeta;
  /** The campaign's content inside #root: what crawlers and visitors without scripts read. */
  html: string;
}

/** The id of the element holding the campaign as JSON, which the web app starts from. */
export const CAMPAIGN_DATA_ID = 'campaign-data';

const DESCRIPTION_LENGTH = 200;

/**
 * schema.org `Demand` of a campaign: what a brand seeks, offered by the owner, until the
 * apply-by date; the budget as a price specification when it is a number.
 */
function campaignJsonLd(url: string, campaign: Campaign) {
  const { budget } = campaign;
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    name: campaign.title,
    description: campaign.brief,
    url,
    availabilityEnds: campaign.apply_by,
    seller: { '@type': 'Organization', name: campaign.owner },
    ...(budget.kind !== 'open' && {
      priceSpecification: {
        '@type': 'PriceSpecification',
        priceCurrency: 'USD',
        minPrice: budget.min,
        maxPrice: budget.max,
      },
    }),
  };
}

/** Head tags (Open Graph, JSON-LD, canonical link) and the body of `/campaigns/{id}`. */
export function presentCampaignPage(publicUrl: string, campaign: Campaign): CampaignPage {
  const path = `/campaigns/${campaign.id}`;
  const url = `${publicUrl}${path}`;
  const summary = campaign.brief.replace(/\s+/g, ' ').trim();
  const description =
    summary.length > DESCRIPTION_LENGTH ? `${summary.slice(0, DESCRIPTION_LENGTH - 1)}…` : summary;
  const facts = [
    `Budget per creator: ${budgetText(campaign.budget)}`,
    `Platforms: ${campaign.platforms.map(platformName).join(', ')}`,
    ...(campaign.content.length > 0 ? [`Content: ${campaign.content.join(', ')}`] : []),
    `Apply by ${formatDate(campaign.apply_by, { locale: 'en-GB' })}`,
    chosenText(campaign.chosen, campaign.wanted),
    ...(campaign.gifting ? [`Gifting: ${campaign.gifting}`] : []),
  ];
  const html = [
    '<main>',
    `<h1>${escapeHtml(campaign.title)}</h1>`,
    `<p>A campaign by <a href="/${escapeHtml(campaign.owner)}">${escapeHtml(campaign.owner)}</a></p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(campaign.brief)}</p>`,
    `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    campaign.state === 'open'
      ? `<p><a href="/login">Sign in to apply</a></p>`
      : `<p><strong>This campaign is closed.</strong> It takes no more applications. <a href="/explore">See open campaigns</a></p>`,
    '</main>',
  ].join('');
  return {
    meta: {
      title: `${campaign.state === 'open' ? '' : 'Closed: '}${campaign.title} — a campaign by ${campaign.owner} on Partnerly`,
      description,
      url,
      type: 'website',
      ...(campaign.cover && { image: `${publicUrl}${campaign.cover}` }),
      head: [
        canonicalLink(publicUrl, path),
        // A closed campaign's page is for those who follow a shared link, not for search engines.
        campaign.state === 'open'
          ? jsonLdScript(campaignJsonLd(url, campaign))
          : '<meta name="robots" content="noindex">',
        // The web app starts from this rather than asking the API (visitors may be signed out).
        `<script type="application/json" id="${CAMPAIGN_DATA_ID}">${JSON.stringify(
          campaign,
        ).replace(
          /[<>&\u2028\u2029]/g,
          (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
        )}</script>`,
      ],
    },
    html,
  };
}
