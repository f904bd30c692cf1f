import type { ReactNode } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconId, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRICING, planOf } from '@partnerly/shared';
import { PageContainer } from '../../components/PageContainer';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../lib/paths';
import { useUserData } from '../../lib/user-data';

/**
 * /welcome: where a new member lands after signing up (issue 29), saying what to do first.
 * Creators build their page; brands search. The side chosen at sign-up (decision 116) comes
 * first with the main button; the other stays one click away, as either can do both later.
 */
export function WelcomePage() {
  const user = useUserData();
  const full = planOf(user.subscription) === 'full';
  const creator = user.is_content_producer;
  const build = (
    <Path
      key="creator"
      icon={<IconId size={26} />}
      title="I create content"
      to={paths.profile}
      action={full ? 'Build my page' : 'Preview my page'}
      first={creator}
    >
      Build your page: picture, bio, verified socials and links, one address to put in every bio.
      {/* The editor is shown before any price (issue 53): the plan is asked for when the page
          goes online, once the member has seen what they would pay for. */}
      {full
        ? ''
        : ` See your page's editor first; putting it online is part of Full Access ($${PRICING.fullAccessMonthlyUsd} a month), chosen when you are ready.`}
    </Path>
  );
  const search = (
    <Path
      key="brand"
      icon={<IconSearch size={26} />}
      title="I represent a brand"
      to={paths.search}
      action="Search creators"
      first={!creator}
    >
      Search creators by platform, followers, countries and tags, and save the ones you like to a
      shortlist. Searching is free.
    </Path>
  );
  return (
    <PageContainer width="narrow">
      <PageTitle>Welcome — Partnerly</PageTitle>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            Welcome, {user.username}
          </Title>
          <Text c="gray.7">
            {creator
              ? 'Start with your page; brands find you through it.'
              : 'Start by finding creators; the rest can wait.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {creator ? [build, search] : [search, build]}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}

/** One way to start: what it is, and the button that starts it (filled for the chosen side). */
function Path({
  icon,
  title,
  to,
  action,
  first,
  children,
}: {
  icon: ReactNode;
  title: string;
  to: string;
  action: string;
  first: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {children}
        </Text>
        <Button component={Link} to={to} mt="auto" variant={first ? 'filled' : 'default'}>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
