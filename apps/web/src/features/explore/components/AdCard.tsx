import { Anchor, AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCpm } from '@partnerly/shared';
import type { AdData } from '@partnerly/shared';
import { paths } from '../../../app/paths';
import { UserAvatar } from '../../../components/UserAvatar';
import { ContactAdButton } from './ContactAdButton';

/** One ad of the explore grid: image, title, text, price, owner and Contact. */
export function AdCard({ ad, isOwn }: { ad: AdData; isOwn: boolean }) {
  return (
    <Card component="li" withBorder radius="lg" padding="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image src={ad.image} alt={ad.title} loading="lazy" fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {ad.title}
        </Title>
        <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {ad.text}
        </Text>
        <Badge variant="light" color="violet" tt="none" size="lg" fw={600}>
          {formatCpm(ad.cpm)}
        </Badge>
      </Stack>
      <Group gap={8} wrap="nowrap" mt="md" style={{ minWidth: 0 }}>
        <UserAvatar username={ad.user} picture={ad.profile_picture} size={32} />
        <Anchor
          component={Link}
          to={paths.publicProfile(ad.user)}
          fw={600}
          c="violet.8"
          style={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {ad.user}
        </Anchor>
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
