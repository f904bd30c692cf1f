import { Stack, Text } from '@mantine/core';
import {
  GENDER_LABELS,
  audienceLine,
  countryName,
  formatShare,
  unavailableText,
  type SocialAudience,
} from '@partnerly/shared';
import classes from './audience.module.css';

interface AudienceChartsProps {
  audience: SocialAudience;
  /** A search card: the top three countries, no headings, smaller type. */
  compact?: boolean;
  /** Said where a visitor misses what members see (the public page): "Sign in to see …". */
  signInHint?: boolean;
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}%`;

/**
 * A verified audience a person reads at a glance: engagement, posting and growth in words,
 * bars for countries and ages, one split bar for genders, and who vouches for it ("Verified
 * by Instagram · updated 2 days ago"). Parts the viewer may not see are null and left out;
 * a platform that gives no demographics is said. Plain CSS, so the server-rendered public
 * page draws it with no chart library.
 */
export function AudienceCharts({
  audience,
  compact = false,
  signInHint = false,
}: AudienceChartsProps) {
  const countries = compact ? audience.countries?.slice(0, 3) : audience.countries;
  return (
    <Stack gap={compact ? 6 : 'sm'} className={compact ? classes.compact : undefined}>
      <Stats audience={audience} />
      {audience.unavailable && (
        <Text size={compact ? 'xs' : 'sm'}>{unavailableText(audience)}</Text>
      )}
      {countries && countries.length > 0 && (
        <Bars
          title="Top countries"
          compact={compact}
          items={countries.map((entry) => ({
            label: entry.code === 'other' ? 'Other countries' : countryName(entry.code),
            share: entry.share,
          }))}
        />
      )}
      {!compact && audience.ages && audience.ages.length > 0 && (
        <Bars
          title="Ages"
          compact={compact}
          items={audience.ages.map((entry) => ({ label: entry.range, share: entry.share }))}
        />
      )}
      {audience.genders && audience.genders.length > 0 && (
        <Genders genders={audience.genders} compact={compact} />
      )}
      {signInHint && audience.more_for_members && (
        <Text size="sm">Members who sign in see more of this audience.</Text>
      )}
      <Text size="xs" suppressHydrationWarning>
        {/* "updated 2 days ago" is worded when drawn: hydration may come a minute later. */}
        {audienceLine(audience, new Date())}
      </Text>
    </Stack>
  );
}

function Stats({ audience }: { audience: SocialAudience }) {
  const stats = [
    audience.engagement_rate !== null && ['Engagement', `${audience.engagement_rate}%`],
    audience.posts_per_week !== null && ['Posts a week', `${audience.posts_per_week}`],
    audience.growth_30d !== null && ['Growth in 30 days', signed(audience.growth_30d)],
  ].filter((stat): stat is [string, string] => Boolean(stat));
  if (stats.length === 0) return null;
  return (
    <ul className={classes.stats}>
      {stats.map(([label, value]) => (
        <li key={label}>
          {label} <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}

function Bars({
  title,
  items,
  compact,
}: {
  title: string;
  items: { label: string; share: number }[];
  compact: boolean;
}) {
  const widest = Math.max(...items.map((item) => item.share), 1);
  return (
    <div className={classes.block}>
      <Text size={compact ? 'xs' : 'sm'} fw={600} mb={4}>
        {title}
      </Text>
      <ul className={classes.bars} aria-label={title}>
        {items.map((item) => (
          <li key={item.label} className={classes.bar}>
            <span className={classes.label}>{item.label}</span>
            <span className={classes.track} aria-hidden="true">
              {/* Scaled to the largest share, so the bars compare at a glance. */}
              <span className={classes.fill} style={{ width: `${(item.share / widest) * 100}%` }} />
            </span>
            <span className={classes.share}>{formatShare(item.share)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Genders({
  genders,
  compact,
}: {
  genders: NonNullable<SocialAudience['genders']>;
  compact: boolean;
}) {
  return (
    <div className={classes.block}>
      {!compact && (
        <Text size="sm" fw={600} mb={4}>
          Genders
        </Text>
      )}
      <div className={classes.split} aria-hidden="true">
        {genders.map((entry) => (
          <span
            key={entry.gender}
            className={classes[entry.gender]}
            style={{ width: `${entry.share}%` }}
          />
        ))}
      </div>
      <ul className={classes.legend} aria-label="Genders">
        {genders.map((entry) => (
          <li key={entry.gender}>
            <span className={`${classes.swatch} ${classes[entry.gender]}`} aria-hidden="true" />
            {`${GENDER_LABELS[entry.gender]} ${formatShare(entry.share)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
