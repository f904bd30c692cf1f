import {
  audienceLine,
  connectPlatformName,
  formatCount,
  formatMonth,
  formatPackagePrice,
  platformName,
  unavailableText,
  verificationLine,
  type SocialData,
} from '@partnerly/shared';
import { escapeHtml } from '../../lib/html';
import { withPageMeta } from '../../lib/page-meta';
import { canonicalLink } from '../../lib/structured-data';
import type { KitGrowth, MediaKit } from './kit';
import { KIT_STYLES } from './kit-page.styles';
import {
  audienceBars,
  audienceStats,
  chartPoints,
  chartedGrowth,
  contactPath,
  followersText,
  growthText,
  packageLine,
  requestPath,
  totalFollowers,
  trustLine,
  verifiedSocials,
} from './kit-text';

/**
 * Markup put together as written; every value in it is escaped text or markup itself. Not
 * named `markup`: Prettier would reformat such templates and put line breaks into the page.
 */
const markup = (strings: TemplateStringsArray, ...values: (string | number)[]) =>
  strings.reduce((out, part, index) => out + String(values[index - 1]) + part);
const text = (value: string | number) => escapeHtml(String(value));
const section = (id: string, title: string, body: string) =>
  markup`<section class="card" aria-labelledby="${id}"><h2 id="${id}">${text(title)}</h2>${body}</section>`;

const CHART = { width: 320, height: 96 };

/** A growth series as an SVG line over a soft area, lowest count at the bottom. */
function growthChart(series: KitGrowth): string {
  const line = chartPoints(series, CHART.width, CHART.height)
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
  return markup`<svg class="chart" viewBox="0 0 ${CHART.width} ${CHART.height}" preserveAspectRatio="none" role="img" aria-label="${text(growthText(series))}"><polygon points="0,${CHART.height} ${line} ${CHART.width},${CHART.height}" fill="currentColor" fill-opacity="0.12"/><polyline points="${line}" fill="none" stroke="currentColor" stroke-width="2.5" vector-effect="non-scaling-stroke" stroke-linejoin="round"/></svg>`;
}

function hero(kit: MediaKit): string {
  const { profile } = kit.profile;
  const name = text(profile.username);
  const picture = profile.profile_picture
    ? markup`<img class="avatar" src="${text(profile.profile_picture)}" alt="" width="96" height="96" fetchpriority="high">`
    : markup`<div class="avatar" aria-hidden="true">${text(profile.username.slice(0, 1).toUpperCase())}</div>`;
  const pills = [...profile.tags, ...profile.countrys].map(
    (item) => markup`<li class="pill">${text(item.name)}</li>`,
  );
  const trust = trustLine(kit);
  return markup`<section class="card hero" aria-labelledby="kit-title"><div class="cover"></div><div class="heroBody">${picture}<p class="eyebrow">Media kit</p><h1 id="kit-title">${name}</h1>${profile.profile_text ? markup`<p>${text(profile.profile_text)}</p>` : ''}${pills.length > 0 ? markup`<ul class="pills" aria-label="Topics and countries">${pills.join('')}</ul>` : ''}${trust.length > 0 ? markup`<p class="small muted">${text(trust.join(' · '))}</p>` : ''}<div class="actions"><a class="button" href="${text(contactPath(profile.username))}">Message ${name} on Partnerly</a><a class="button ghost" href="/${encodeURIComponent(profile.username)}">See the full profile</a></div></div></section>`;
}

function socialTile(social: SocialData, now: Date): string {
  const stats = audienceStats(social.audience);
  const verified = verificationLine(social, now);
  return markup`<li class="tile"><h3>${text(platformName(social.social_media))}</h3><p><span class="followers">${text(followersText(social))}</span> <span class="muted small">followers</span></p>${stats.length > 0 ? markup`<ul class="stats">${stats.map(([label, value]) => markup`<li><span class="tiny muted">${text(label)}</span><b>${text(value)}</b></li>`).join('')}</ul>` : ''}${verified ? markup`<p class="tiny muted">${text(verified)}</p>` : ''}</li>`;
}

function reach(kit: MediaKit, now: Date): string {
  const socials = verifiedSocials(kit);
  if (socials.length === 0) return '';
  const body = markup`<p class="total"><strong>${text(formatCount(totalFollowers(kit)))}</strong><span class="muted">verified followers across ${socials.length} ${socials.length === 1 ? 'account' : 'accounts'}</span></p><ul class="grid">${socials.map((social) => socialTile(social, now)).join('')}</ul>`;
  return section('kit-reach', 'Verified reach', body);
}

function growth(kit: MediaKit): string {
  const series = chartedGrowth(kit);
  if (series.length === 0) return '';
  const body = markup`<ul class="grid">${series.map((entry) => markup`<li class="tile"><h3>${text(connectPlatformName(entry.platform))} followers</h3>${growthChart(entry)}<p class="small muted">${text(growthText(entry))}</p></li>`).join('')}</ul>`;
  return section('kit-growth', 'Growth', body);
}

function audience(kit: MediaKit, now: Date): string {
  const shown = kit.profile.socials.flatMap((social) =>
    social.audience ? [{ social, audience: social.audience }] : [],
  );
  const tiles = shown.map(({ social, audience: seen }) => {
    const charts = audienceBars(seen).map(
      (chart) =>
        markup`<div><h4 class="small">${text(chart.title)}</h4><ul class="bars">${chart.bars.map((entry) => markup`<li><span>${text(entry.label)}</span><span class="track" aria-hidden="true"><span class="fill" style="width:${Math.min(100, Math.max(0, entry.share))}%"></span></span><span class="share">${text(entry.text)}</span></li>`).join('')}</ul></div>`,
    );
    const missing = seen.unavailable
      ? markup`<p class="small">${text(unavailableText(seen))}</p>`
      : '';
    const more = seen.more_for_members
      ? markup`<p class="small">Members who sign in see more of this audience on <a href="/${encodeURIComponent(kit.profile.profile.username)}">the profile</a>.</p>`
      : '';
    return markup`<li class="tile"><h3>${text(platformName(social.social_media))}</h3>${missing}${charts.join('')}${more}<p class="tiny muted">${text(audienceLine(seen, now))}</p></li>`;
  });
  if (tiles.length === 0) return '';
  return section('kit-audience', 'Audience', markup`<ul class="grid">${tiles.join('')}</ul>`);
}

function results(kit: MediaKit): string {
  if (kit.results.length === 0) return '';
  const items = kit.results.map(
    (result) =>
      markup`<li class="tile"><h3>${result.link ? markup`<a href="${text(result.link)}" rel="nofollow noopener">${text(result.title)}</a>` : text(result.title)}</h3><ul class="stats">${result.figures.map((figure) => markup`<li><span class="tiny muted">${text(figure.label)}</span><b>${text(formatCount(figure.value))}</b></li>`).join('')}</ul><p class="tiny muted">${text(result.verified)}</p></li>`,
  );
  return section(
    'kit-results',
    'Verified results',
    markup`<ul class="grid">${items.join('')}</ul>`,
  );
}

function packages(kit: MediaKit): string {
  const { username } = kit.profile.profile;
  if (kit.profile.packages.length === 0) return '';
  const items = kit.profile.packages.map(
    (item) =>
      markup`<li class="tile"><h3>${text(item.title)}</h3><p class="price">${text(formatPackagePrice(item.price))}</p><p class="small muted">${text(packageLine(item))}</p>${item.description ? markup`<p class="small">${text(item.description)}</p>` : ''}<p><a href="${text(requestPath(username, item))}" aria-label="Request ${text(item.title)}">Request</a></p></li>`,
  );
  return section('kit-packages', 'Packages', markup`<ul class="grid">${items.join('')}</ul>`);
}

function reviews(kit: MediaKit): string {
  const { reviews: summary } = kit.profile;
  if (summary.average === null || summary.items.length === 0) return '';
  const items = summary.items.map(
    (item) =>
      markup`<li><blockquote><p class="stars" aria-label="${item.rating} of 5 stars">${'★'.repeat(item.rating)}</p><p>${text(item.text)}</p><p class="tiny muted">${text(`${item.reviewer ?? 'A former member'} · ${item.order_title} · ${formatMonth(item.month, { locale: 'en-US' })}`)}</p>${item.reply ? markup`<p class="small">Reply: ${text(item.reply)}</p>` : ''}</blockquote></li>`,
  );
  return section(
    'kit-reviews',
    'Reviews',
    markup`<p class="small muted">${text(trustLine(kit)[0] ?? '')}, from completed deals on Partnerly</p><ul class="grid" style="margin-top:12px">${items.join('')}</ul>`,
  );
}

function contact(kit: MediaKit): string {
  const name = text(kit.profile.profile.username);
  return section(
    'kit-contact',
    `Work with ${kit.profile.profile.username}`,
    markup`<p>Write to ${name} on Partnerly: messages, offers and payment stay in one place.</p><div class="actions"><a class="button" href="${text(contactPath(kit.profile.profile.username))}">Message ${name}</a><a class="button ghost" href="/${encodeURIComponent(kit.profile.profile.username)}/kit.pdf">Download PDF</a></div>`,
  );
}

/**
 * The page of /{username}/kit (decision 111): a whole document, no script at all, its styles
 * inlined, every section left out when it has nothing to show.
 */
export function presentKitPage(publicUrl: string, kit: MediaKit, now: Date): string {
  const { username, profile_picture: picture } = kit.profile.profile;
  const path = `/${username}/kit`;
  const body = [
    hero,
    (k: MediaKit) => reach(k, now),
    growth,
    (k: MediaKit) => audience(k, now),
    results,
    packages,
    reviews,
    contact,
  ]
    .map((part) => part(kit))
    .join('');
  const document = markup`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partnerly</title><meta name="description" content=""><link rel="icon" href="/icon.svg" type="image/svg+xml"><style>${KIT_STYLES}</style></head><body><header class="bar"><a class="brand" href="/">Partnerly</a><a href="${text(`${path}.pdf`)}">Download PDF</a></header><main class="kit">${body}</main><footer class="tiny muted">${text(kit.asOf ? `Numbers as the platforms reported them, last read ${kit.asOf.slice(0, 10)}.` : 'Numbers as reported on Partnerly.')} Made with <a href="/">Partnerly</a>.</footer></body></html>`;
  const followers = formatCount(totalFollowers(kit));
  return withPageMeta(document, {
    title: `${username}'s media kit · Partnerly`,
    description: `${username} on Partnerly: ${followers} verified followers, audience, growth, packages and reviews.`,
    url: `${publicUrl}${path}`,
    image: picture ? `${publicUrl}${picture}` : undefined,
    head: [canonicalLink(publicUrl, path)],
  });
}
