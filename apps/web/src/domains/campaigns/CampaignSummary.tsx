import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  AD_IMAGE_SIZE,
  budgetText,
  chosenText,
  formatDate,
  formatFollowers,
  platformName,
  type Campaign,
} from '@partnerly/shared';
import { PlatformIcon } from '../../components/PlatformIcon';
import { ResponsiveImage } from '../../components/ResponsiveImage';

const COVER_SIZES = '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

/** "5K–100K followers", "from 5K followers" or nothing when any audience will do. */
export function followersText(campaign: Pick<Campaign, 'min_followers' | 'max_followers'>) {
  const { min_followers: min, max_followers: max } = campaign;
  if (min !== null && max !== null)
    return `${formatFollowers(min)}–${formatFollowers(max)} followers`;
  if (min !== null) return `From ${formatFollowers(min)} followers`;
  if (max !== null) return `Up to ${formatFollowers(max)} followers`;
  return undefined;
}

interface CampaignSummaryProps {
  campaign: Campaign;
  /** Heading level of the title: 1 on the campaign's own page. */
  headingOrder?: 1 | 2 | 3;
  /** Below the first card: load the cover only when scrolled near. */
  lazy?: boolean;
  /** Shows the brief in full (the owner's view) instead of its first lines. */
  fullBrief?: boolean;
  children?: ReactNode;
}

/** A campaign as a card: cover, title, who posts it, budget, platforms and dates. */
export function CampaignSummary({
  campaign,
  headingOrder = 2,
  lazy = false,
  fullBrief = false,
  children,
}: CampaignSummaryProps) {
  const followers = followersText(campaign);
  return (
    <Card component="li" withBorder radius="lg" padding="md" h="100%">
      {campaign.cover && (
        <Card.Section>
          <ResponsiveImage
            src={campaign.cover}
            alt=""
            imageWidth={AD_IMAGE_SIZE}
            width={AD_IMAGE_SIZE}
            height={AD_IMAGE_SIZE}
            sizes={COVER_SIZES}
            lazy={lazy}
            // Square, as the editor's cropper cuts it and the server stores it (issue 53): the
            // card shows the whole cover, not a band of it. On its own page it stays modest.
            style={{
              display: 'block',
              width: '100%',
              maxWidth: fullBrief ? 360 : undefined,
              margin: '0 auto',
              aspectRatio: '1 / 1',
              height: 'auto',
              objectFit: 'cover',
            }}
          />
        </Card.Section>
      )}
      <Stack gap="xs" mt={campaign.cover ? 'md' : 0} style={{ flex: 1 }}>
        <Title order={headingOrder} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {campaign.title}
        </Title>
        <Text size="sm" c="gray.7">
          by {campaign.owner} · apply by {formatDate(campaign.apply_by)}
        </Text>
        <Text
          size="sm"
          c="gray.8"
          lineClamp={fullBrief ? undefined : 3}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {campaign.brief}
        </Text>
        <Group gap={6}>
          {campaign.platforms.map((platform) => (
            <Badge
              key={platform}
              variant="light"
              color="gray"
              c="gray.9"
              tt="none"
              leftSection={<PlatformIcon platform={platform} size={14} />}
            >
              {platformName(platform)}
            </Badge>
          ))}
        </Group>
        {campaign.content.length > 0 && (
          <Text size="sm" c="gray.8">
            {campaign.content.join(' · ')}
          </Text>
        )}
        <Group gap="xs" justify="space-between">
          <Badge variant="light" color="violet" c="violet.9" tt="none" size="lg" fw={600}>
            {budgetText(campaign.budget)}
          </Badge>
          <Text size="sm" c="gray.7">
            {chosenText(campaign.chosen, campaign.wanted)}
          </Text>
        </Group>
        {followers && (
          <Text size="sm" c="gray.7">
            {followers}
          </Text>
        )}
        {campaign.gifting && (
          <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            Gifting: {campaign.gifting}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}
