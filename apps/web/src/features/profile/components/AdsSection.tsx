import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AD_IMAGE_SIZE, formatCpm } from '@partnerly/shared';
import type { AdData } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useDeleteAd } from '../api/delete-ad';
import { DeleteButton } from './DeleteButton';
import { ProfileSection } from './ProfileSection';

/**
 * The user's own ads as they appear on the explore page, square image whole, each with the
 * spec's Contact (which for one's own ad opens Chats, where visitors' messages arrive) and
 * delete.
 */
export function AdsSection({ ads }: { ads: AdData[] }) {
  const deleteAd = useDeleteAd();
  return (
    <ProfileSection
      title="Advertisements"
      isEmpty={ads.length === 0}
      empty={{
        icon: <IconSpeakerphone size={22} aria-hidden="true" />,
        title: 'No advertisements yet',
        description: 'Ads appear on the explore page while your profile is visible.',
      }}
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {ads.map((ad) => (
          <Card component="li" key={ad.id} withBorder radius="md" padding="sm">
            <Card.Section>
              <ResponsiveImage
                src={ad.image}
                alt={`Advertisement image: ${ad.title}`}
                imageWidth={AD_IMAGE_SIZE}
                width={AD_IMAGE_SIZE}
                height={AD_IMAGE_SIZE}
                // One column on phones, two beside the side nav in the 760 px profile column.
                sizes="(min-width: 48em) 360px, 100vw"
                lazy
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
                  {ad.title}
                </Title>
                <DeleteButton
                  label={`Delete advertisement ${ad.title}`}
                  what={`the advertisement "${ad.title}"`}
                  onConfirm={() => deleteAd.mutateAsync(ad.id)}
                />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {ad.text}
              </Text>
              <Badge variant="light" color="violet" tt="none" size="lg" fw={600}>
                {formatCpm(ad.cpm)}
              </Badge>
              <Button
                component={Link}
                to={paths.chats}
                variant="light"
                fullWidth
                leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
                aria-label={`Contact: your chats about ${ad.title}`}
              >
                Contact
              </Button>
              <Text size="xs" c="gray.7" ta="center">
                Visitors press Contact to message you; their chats arrive in Chats.
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </ProfileSection>
  );
}
