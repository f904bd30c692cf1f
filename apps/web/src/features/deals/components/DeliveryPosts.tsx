import { Anchor, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HOLDING_POST_STATES, formatCount, formatCpm, type Order } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { postWordsOf, type PostWords } from '../post-words';
import { PostViewsLine } from './PostViewsLine';

// Shade 9 text (or the body's) for contrast: Mantine's orange fails it even at 9, so a warning
// keeps its colour in the icon and reads in the body's text.
const TONES: Record<PostWords['tone'], { color: string; text?: string; Icon: typeof IconLink }> = {
  good: { color: 'teal.9', text: 'teal.9', Icon: IconCircleCheck },
  warning: { color: 'orange.9', Icon: IconAlertTriangle },
  waiting: { color: 'gray.7', text: 'gray.7', Icon: IconClockHour4 },
  neutral: { color: 'gray.7', text: 'gray.7', Icon: IconLink },
};

/**
 * The delivered links, each with what its platform said of it (issue 47), and the verified
 * posts' numbers together: what the buyer reads before approving.
 */
export function DeliveryPosts({
  order,
  side,
}: {
  order: Order;
  side: 'buyer' | 'seller' | undefined;
}) {
  const links = order.delivery?.links ?? [];
  const posts = order.posts ?? [];
  const now = new Date();
  const held =
    order.state === 'delivered' && posts.some((post) => HOLDING_POST_STATES.includes(post.state));
  if (links.length === 0) return null;
  return (
    <Stack gap="sm" mt="xs">
      <List size="sm" spacing="sm" listStyleType="none" aria-label="Delivered links">
        {links.map((link, index) => {
          const post = posts[index]?.url === link ? posts[index] : undefined;
          const words = post && postWordsOf(post, side, now);
          const tone = words && TONES[words.tone];
          return (
            <List.Item key={`${index}-${link}`}>
              <Anchor
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                underline="always"
                style={{ overflowWrap: 'anywhere' }}
              >
                {link}
              </Anchor>
              {words && tone && (
                <Group gap={6} wrap="nowrap" align="flex-start" mt={2}>
                  <ThemeIcon variant="transparent" color={tone.color} size="sm" aria-hidden="true">
                    <tone.Icon size={16} />
                  </ThemeIcon>
                  <Stack gap={0}>
                    <Text size="sm" c={tone.text} fw={words.tone === 'waiting' ? 400 : 600}>
                      {words.line}
                    </Text>
                    {words.advice && <Text size="sm">{words.advice}</Text>}
                    {post.state === 'verified' && post.metrics && (
                      <PostViewsLine orderId={order.id} index={index} at={post.metrics.at} />
                    )}
                    {post.state === 'not_connected' && side === 'seller' && (
                      <Anchor component={Link} to={paths.profile} size="sm" underline="always">
                        Connect your accounts
                      </Anchor>
                    )}
                  </Stack>
                </Group>
              )}
            </List.Item>
          );
        })}
      </List>
      {held && (
        <Text size="sm" fw={600}>
          {side === 'buyer'
            ? 'This delivery will not approve itself: approve it or ask for changes once you have looked.'
            : 'This delivery will not approve itself: the buyer decides.'}
        </Text>
      )}
      {order.results && (
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="xs"
          aria-label="Results of the verified posts"
        >
          <Figure label="Views" value={formatCount(order.results.views)} />
          <Figure label="Interactions" value={formatCount(order.results.interactions)} />
          <Figure
            label="Cost"
            value={
              order.results.cost_per_1000_views === null
                ? '—'
                : formatCpm(order.results.cost_per_1000_views)
            }
          />
          <Figure
            label="Engagement"
            value={
              order.results.engagement_rate === null
                ? '—'
                : `${(order.results.engagement_rate * 100).toFixed(1)}%`
            }
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}
