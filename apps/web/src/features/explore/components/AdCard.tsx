import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCpm } from '@partnerly/shared';
import type { ExploreAd } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { AdImage } from '../../../components/AdImage';
import { ReportButton } from '../../../components/ReportButton';
import { UserAvatar } from '../../../components/UserAvatar';
import { ContactAdButton } from './ContactAdButton';
import { RatingSummary } from '../../../components/RatingSummary';

/**
 * How wide the image is drawn in the explore grid: one column on phones, then two, three and
 * four (at most 1200 px of page beside the 232 px side nav).
 */
const AD_IMAGE_SIZES =
  '(min-width: 75em) 280px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

interface AdCardProps {
  ad: ExploreAd;
  isOwn: boolean;
  /** Below the first card: load images only when scrolled near. */
  lazy: boolean;
}

/** One ad of the explore grid: image, title, text, price, owner with their rating, and Contact. */
export function AdCard({ ad, isOwn, lazy }: AdCardProps) {
  return (
    <Card component="li" withBorder radius="lg" padding="md" h="100%">
      <Card.Section>
        <AdImage ad={ad} sizes={AD_IMAGE_SIZES} lazy={lazy} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {ad.title}
        </Title>
        <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {ad.text}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light" color="violet" tt="none" size="lg" fw={600}>
            {formatCpm(ad.cpm)}
          </Badge>
          {!isOwn && (
            <ReportButton subject={{ target: 'ad', id: ad.id, what: 'this ad' }} compact />
          )}
        </Group>
      </Stack>
      <Group gap={8} wrap="nowrap" mt="md" style={{ minWidth: 0 }}>
        <UserAvatar username={ad.user} picture={ad.profile_picture} size={32} lazy={lazy} />
        <Anchor
          component={Link}
          to={paths.publicProfile(ad.user)}
          fw={600}
          c="violet.8"
          style={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {ad.user}
        </Anchor>
        <RatingSummary rating={ad.rating} count={ad.reviews_count} />
      </Group>
      {isOwn ? (
        <Text size="sm" c="gray.7" mt="sm" ta="center">
          Your ad
        </Text>
      ) : (
        <ContactAdButton username={ad.user} adTitle={ad.title} />
      )}
    </Card>
  );
}
