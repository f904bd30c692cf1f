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
 * Creators build their page; brands search. Either can do the other later.
 */
export function WelcomePage() {
  const user = useUserData();
  const full = planOf(user.subscription) === 'full';
  return (
    <PageContainer width="narrow">
      <PageTitle>Welcome — Partnerly</PageTitle>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            Welcome, {user.username}
          </Title>
          <Text c="gray.7">What brings you to Partnerly? Start here; the rest can wait.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="sm" h="100%">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <IconId size={26} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                I create content
              </Title>
              <Text size="sm" c="gray.7">
                Build your page: picture, bio, verified socials and links, one address to put in
                every bio.
                {/* The editor is shown before any price (issue 53): the plan is asked for when
                    the page goes online, once the member has seen what they would pay for. */}
                {full
                  ? ''
                  : ` See your page's editor first; putting it online is part of Full Access ($${PRICING.fullAccessMonthlyUsd} a month), chosen when you are ready.`}
              </Text>
              <Button component={Link} to={paths.profile} mt="auto">
                {full ? 'Build my page' : 'Preview my page'}
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="sm" h="100%">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <IconSearch size={26} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                I represent a brand
              </Title>
              <Text size="sm" c="gray.7">
                Search creators by platform, followers, countries and tags, and save the ones you
                like to a shortlist. Searching is free.
              </Text>
              <Button component={Link} to={paths.search} mt="auto" variant="default">
                Search creators
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
