import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { EXPLORE_PAGE_SIZE } from '@partnerly/shared';
import { useUserData } from '../../../lib/user-data';
import { useExploreAds } from '../api/explore-ads';
import { AdCard } from './AdCard';
import { AdSkeletonCards } from './AdGridSkeleton';
import { FeedMore } from './FeedMore';

const SKELETON_CARDS = 8;

/**
 * Explore's Ads tab: ads of public profiles, newest first. The next page loads as the user
 * scrolls near the end, with a Load more button for keyboards and browsers that do not scroll.
 */
export function AdsTab() {
  const { username } = useUserData();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useExploreAds();
  const ads = data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <Text c="gray.7" mb="lg">
        Advertisements from creators and brands. Contact one to start a chat.
      </Text>

      {!isPending && ads.length === 0 && !isError && <EmptyExplore />}

      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
        spacing="lg"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Advertisements"
        aria-busy={isPending || isFetchingNextPage}
      >
        {ads.map((ad, index) => (
          // The first image is what a phone paints first (its largest paint): never deferred.
          <AdCard key={ad.id} ad={ad} isOwn={ad.user === username} lazy={index > 0} />
        ))}
        {(isPending || isFetchingNextPage) && (
          <AdSkeletonCards count={isPending ? SKELETON_CARDS : Math.min(4, EXPLORE_PAGE_SIZE)} />
        )}
      </SimpleGrid>

      <FeedMore
        what="ads"
        query={{ data, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch }}
      />
    </>
  );
}

function EmptyExplore() {
  return (
    <Stack align="center" gap={6} py="xl" ta="center">
      <IconSpeakerphone
        size={40}
        stroke={1.5}
        aria-hidden="true"
        color="var(--mantine-color-violet-6)"
      />
      <Text fw={600}>No advertisements yet</Text>
      <Text size="sm" c="gray.7" maw={380}>
        Creators and brands with Full Access can add ads from their profile. Check back soon.
      </Text>
    </Stack>
  );
}
