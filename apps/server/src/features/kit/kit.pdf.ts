import {
  connectPlatformName,
  formatCount,
  formatDay,
  formatMonth,
  formatPackagePrice,
  platformName,
  unavailableText,
} from '@partnerly/shared';
import { newPdf, pdfBytes } from '../../lib/pdf';
import type { KitGrowth, MediaKit } from './kit';
import {
  audienceBars,
  audienceStats,
  chartPoints,
  chartedGrowth,
  contactPath,
  followersText,
  growthText,
  packageLine,
  totalFollowers,
  trustLine,
  verifiedSocials,
} from './kit-text';

const VIOLET = '#6741d9';
const TINT = '#ece6ff';
const MUTED = '#4d4566';
const INK = '#1c1530';
const CHART_HEIGHT = 70;

/**
 * The media kit as a PDF (issue 48 point 5, decision 111): the page's sections in the same
 * words (kit-text.ts), with the standard fonts and helpers the agreement uses (lib/pdf.ts).
 * Dates are written as dates, not "2 days ago": the file is kept and forwarded.
 */
export function kitPdf(kit: MediaKit, publicUrl: string): Promise<Buffer> {
  const { username } = kit.profile.profile;
  const doc = newPdf({ Title: `${username} · media kit` });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const heading = (title: string) => {
    room(60);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(VIOLET).text(title, left);
    doc.moveDown(0.2).fillColor(INK);
  };
  const line = (value: string, size = 10, color = INK) =>
    doc.font('Helvetica').fontSize(size).fillColor(color).text(value, left, undefined, { width });
  const bold = (value: string, size = 11) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .fillColor(INK)
      .text(value, left, undefined, { width });

  doc.rect(0, 0, doc.page.width, 80).fill(VIOLET);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#ffffff').text('MEDIA KIT', left, 24);
  doc.fontSize(22).text(username, left, 38);
  doc.y = 100;
  if (kit.profile.profile.profile_text) line(kit.profile.profile.profile_text, 11);
  const topics = [...kit.profile.profile.tags, ...kit.profile.profile.countrys].map((t) => t.name);
  if (topics.length > 0) line(topics.join(' · '), 10, MUTED);
  const trust = trustLine(kit);
  if (trust.length > 0) line(trust.join(' · '), 10, MUTED);

  const socials = verifiedSocials(kit);
  if (socials.length > 0) {
    heading('Verified reach');
    bold(`${formatCount(totalFollowers(kit))} verified followers`, 16);
    for (const social of socials) {
      room(50);
      doc.moveDown(0.4);
      bold(`${platformName(social.social_media)}: ${followersText(social)} followers`);
      const stats = audienceStats(social.audience);
      if (stats.length > 0) line(stats.map(([label, value]) => `${label} ${value}`).join(' · '));
      line(verifiedOn(social.source, social.followers_updated_at), 9, MUTED);
    }
  }

  const series = chartedGrowth(kit);
  if (series.length > 0) {
    heading('Growth');
    for (const entry of series) {
      room(CHART_HEIGHT + 40);
      growthChart(doc, entry, { x: left, y: doc.y + 4, width });
      doc.y += CHART_HEIGHT + 10;
      line(growthText(entry), 9, MUTED);
    }
  }

  const audiences = kit.profile.socials.filter((social) => social.audience);
  if (audiences.length > 0) {
    heading('Audience');
    for (const social of audiences) {
      const audience = social.audience;
      if (!audience) continue;
      room(60);
      doc.moveDown(0.3);
      bold(platformName(social.social_media));
      if (audience.unavailable) line(unavailableText(audience));
      for (const chart of audienceBars(audience)) {
        room(20 + chart.bars.length * 14);
        doc.moveDown(0.2);
        line(chart.title, 9, MUTED);
        doc.moveDown(0.2);
        for (const entry of chart.bars) shareBar(doc, entry, left, width);
      }
      line(verifiedOn(audience.source, audience.updated_at), 9, MUTED);
    }
  }

  if (kit.results.length > 0) {
    heading('Verified results');
    for (const result of kit.results) {
      room(40);
      bold(result.title, 10);
      line(result.figures.map((f) => `${f.label} ${formatCount(f.value)}`).join(' · '));
      line(result.verified, 9, MUTED);
    }
  }

  if (kit.profile.packages.length > 0) {
    heading('Packages');
    for (const item of kit.profile.packages) {
      room(50);
      doc.moveDown(0.3);
      bold(`${item.title} · ${formatPackagePrice(item.price)}`);
      line(packageLine(item), 9, MUTED);
      if (item.description) line(item.description, 9);
    }
  }

  const { reviews } = kit.profile;
  if (reviews.average !== null && reviews.items.length > 0) {
    heading('Reviews');
    line(`${trust[0] ?? ''}, from completed deals on Partnerly`, 10, MUTED);
    for (const item of reviews.items) {
      room(50);
      doc.moveDown(0.3);
      bold(`${item.rating} of 5 stars · ${item.order_title}`, 10);
      line(`“${item.text}”`);
      line(
        `${item.reviewer ?? 'A former member'} · ${formatMonth(item.month, { locale: 'en-US' })}`,
        9,
        MUTED,
      );
    }
  }

  heading(`Work with ${username}`);
  line(`Message ${username} on Partnerly: ${publicUrl}${contactPath(username)}`);
  line(`Live media kit: ${publicUrl}/${username}/kit`, 10, MUTED);
  doc.end();
  return done;
}

const verifiedOn = (source: string | null, at: string) =>
  source && source !== 'admin'
    ? `Verified by ${connectPlatformName(source as KitGrowth['platform'])} · ${formatDay(new Date(at))}`
    : `Verified by Partnerly · ${formatDay(new Date(at))}`;

function growthChart(
  doc: PDFKit.PDFDocument,
  series: KitGrowth,
  { x, y, width }: { x: number; y: number; width: number },
) {
  doc.rect(x, y, width, CHART_HEIGHT).fill(TINT);
  chartPoints(series, width, CHART_HEIGHT).forEach(([px, py], index) => {
    if (index === 0) doc.moveTo(x + px, y + py);
    else doc.lineTo(x + px, y + py);
  });
  doc.lineWidth(2).strokeColor(VIOLET).stroke();
}

function shareBar(
  doc: PDFKit.PDFDocument,
  entry: { label: string; share: number; text: string },
  x: number,
  width: number,
) {
  const y = doc.y;
  const labelWidth = 130;
  const track = width - labelWidth - 50;
  doc.font('Helvetica').fontSize(9).fillColor(INK).text(entry.label, x, y, { width: labelWidth });
  doc.rect(x + labelWidth, y + 2, track, 7).fill(TINT);
  const filled = (track * Math.min(100, Math.max(0, entry.share))) / 100;
  if (filled > 0) doc.rect(x + labelWidth, y + 2, filled, 7).fill(VIOLET);
  doc.fillColor(INK).text(entry.text, x + labelWidth + track + 6, y, { width: 44, align: 'right' });
  doc.y = y + 13;
}
