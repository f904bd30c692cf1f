import { Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCamera, IconCheck } from '@tabler/icons-react';
import classes from '../marketing.module.css';

const audiences = [
  {
    title: 'For creators',
    Icon: IconCamera,
    intro: 'Turn your audience into partnerships without chasing brands one DM at a time.',
    points: [
      'Get discovered by brands searching for your niche and your audience’s countries',
      'Show verified follower counts instead of screenshots',
      'Publish ads with your price per 1,000 views on the explore page',
      'Keep every brand conversation in one private inbox',
    ],
  },
  {
    title: 'For brands and advertisers',
    Icon: IconBuildingStore,
    intro: 'Reach the creators your customers already follow, and talk to them directly.',
    points: [
      'Filter creators by platform, follower range, country and topic',
      'Check verified social accounts before you reach out',
      'Promote your campaigns to creators on the explore page',
      'Start conversations yourself, with no agency in the middle',
    ],
  },
];

/** Why each side of the network signs up, in its own words. */
export function AudienceSection() {
  return (
    <section aria-labelledby="audience-title" className={classes.belowFold}>
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Stack gap="xl">
          <Stack gap="sm" ta="center" maw={640} mx="auto">
            <Title order={2} id="audience-title" fz={{ base: 26, md: 34 }}>
              Built for both sides of the deal
            </Title>
            <Text size="lg" c="gray.7">
              One network, two kinds of members who need each other.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {audiences.map(({ title, Icon, intro, points }) => (
              <Card key={title} withBorder radius="lg" padding="xl">
                <ThemeIcon size={48} radius="md" aria-hidden="true">
                  <Icon size={28} stroke={1.75} />
                </ThemeIcon>
                <Title order={3} fz="xl" mt="md">
                  {title}
                </Title>
                <Text c="gray.7" mt="xs" mb="md">
                  {intro}
                </Text>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
                      <IconCheck size={14} stroke={2.5} />
                    </ThemeIcon>
                  }
                >
                  {points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
