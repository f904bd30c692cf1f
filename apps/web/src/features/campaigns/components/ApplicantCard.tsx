import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  REPLY_TIME_LABELS,
  connectPlatformName,
  formatDate,
  formatDollars,
  formatFollowers,
  platformName,
  trackRecordLine,
  type ApplicationWithApplicant,
  type ConnectPlatform,
} from '@partnerly/shared';
import { OffPlatformNotice } from '../../../components/OffPlatformNotice';
import { PlatformIcon } from '../../../components/PlatformIcon';
import { RatingSummary } from '../../../components/RatingSummary';
import { UserAvatar } from '../../../components/UserAvatar';
import { MatchBadge } from '../../../domains/audience/MatchBadge';
import {
  APPLICATION_STATE_COLORS,
  APPLICATION_STATE_LABELS,
} from '../../../domains/campaigns/campaigns';
import { paths } from '../../../lib/paths';

/** Who vouches for a count: the connected platform, or Partnerly's own check. */
const sourceText = (source: string | null) =>
  source === null
    ? 'Not verified'
    : source === 'admin'
      ? 'Verified by Partnerly'
      : `Verified by ${connectPlatformName(source as ConnectPlatform)}`;

interface ApplicantCardProps {
  application: ApplicationWithApplicant;
  busy: boolean;
  onDecide: (decision: 'shortlist' | 'decline' | 'accept') => void;
}

/** One applicant: their public page in brief, the pitch, the offer, and the owner's choices. */
export function ApplicantCard({ application, busy, onDecide }: ApplicantCardProps) {
  const { applicant, offer, state } = application;
  const name = applicant?.username ?? 'A deleted member';
  const open = state === 'sent' || state === 'shortlisted';
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar username={name} picture={applicant?.picture ?? null} size={44} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              {applicant ? (
                <Anchor component={Link} to={paths.publicProfile(applicant.username)} fw={600}>
                  {applicant.username}
                </Anchor>
              ) : (
                <Text fw={600}>{name}</Text>
              )}
              <Text size="xs" c="gray.7">
                Applied {formatDate(application.created_at)}
                {applicant?.reply_time ? ` · ${REPLY_TIME_LABELS[applicant.reply_time]}` : ''}
              </Text>
              {applicant && (
                <RatingSummary rating={applicant.rating} count={applicant.reviews_count} />
              )}
              {applicant && (
                <Group gap={0}>
                  <MatchBadge match={applicant.audience_match} />
                </Group>
              )}
              {applicant?.results && (
                <Text size="xs" fw={500} c="gray.8">
                  {trackRecordLine(applicant.results)}
                </Text>
              )}
            </Stack>
          </Group>
          {/* A dot, as every state pill: a light badge under a dialog's overlay failed contrast. */}
          <Badge color={APPLICATION_STATE_COLORS[state]} variant="dot" style={{ flexShrink: 0 }}>
            {APPLICATION_STATE_LABELS[state]}
          </Badge>
        </Group>
        {applicant && applicant.socials.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} aria-label={`${name}'s accounts`}>
            {applicant.socials.map((social) => (
              <Group key={social.platform} component="li" gap={6} style={{ listStyle: 'none' }}>
                <PlatformIcon platform={social.platform} size={16} />
                <Text size="sm" fw={application.platforms.includes(social.platform) ? 600 : 400}>
                  {platformName(social.platform)}:{' '}
                  {social.followers === null
                    ? 'followers hidden'
                    : `${formatFollowers(social.followers)} followers`}
                </Text>
                <Text size="xs" c="gray.7">
                  {sourceText(social.source)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {application.pitch}
        </Text>
        {offer && (
          <Text size="sm" c="gray.8">
            Offer: {offer.title} ·{' '}
            {offer.deliverables
              .map((item) => `${item.quantity} ${item.what} on ${platformName(item.platform)}`)
              .join(', ')}{' '}
            · {formatDollars(offer.price)} · due {formatDate(offer.due_date)}
          </Text>
        )}
        {open && (
          <Text size="xs" c="gray.7">
            {offer
              ? 'Choosing accepts this offer: the deal starts at once.'
              : 'Choosing opens your conversation, where you agree on the terms.'}
          </Text>
        )}
        <OffPlatformNotice warning={application.warning} />
        {open && (
          <Group gap="sm" justify="flex-end">
            {state === 'sent' && (
              <Button variant="default" onClick={() => onDecide('shortlist')} disabled={busy}>
                Shortlist {name}
              </Button>
            )}
            <Button
              variant="default"
              color="red"
              onClick={() => onDecide('decline')}
              disabled={busy}
            >
              Decline {name}
            </Button>
            <Button onClick={() => onDecide('accept')} loading={busy}>
              Choose {name}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
