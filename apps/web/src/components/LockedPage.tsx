import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconBolt, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Plan } from '@partnerly/shared';
import { paths } from '../lib/paths';
import { FullAccessPitch } from './FullAccessPitch';
import { PageContainer } from './PageContainer';
import { PagePreview } from './PagePreview';
import { PageTitle } from './PageTitle';
import type { Destination } from './app-destinations';

interface LockedPageProps {
  destination: Destination;
  plan: Exclude<Plan, 'full'>;
  /** Shown for /profile: the member's page drawn before the plan is asked for (issue 53). */
  previewOf?: string;
}

/**
 * A Full Access page (/profile, /chats) opened by address without it: the page says why it is
 * locked and how to open it, in place of the spec's silent redirect to /settings (issue 29).
 */
export function LockedPage({ destination, plan, previewOf }: LockedPageProps) {
  const lapsed = plan === 'lapsed';
  return (
    <PageContainer width="narrow">
      <PageTitle>{`${destination.label} — Partnerly`}</PageTitle>
      {previewOf && <PagePreview username={previewOf} />}
      <Paper mt={previewOf ? 'lg' : undefined} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconLock size={24} aria-hidden="true" color="var(--mantine-color-violet-7)" />
            <Title order={previewOf ? 2 : 1} fz={{ base: 22, sm: 26 }}>
              {lapsed ? 'Renew Full Access' : 'Unlock Full Access'}
            </Title>
          </Group>
          <FullAccessPitch lapsed={lapsed} reason={destination.lockedReason} />
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.paymentsSettings}
              leftSection={<IconBolt size={18} aria-hidden="true" />}
            >
              {lapsed ? 'Renew in Payments' : 'Go to Payments'}
            </Button>
            <Button component={Link} to={paths.search} variant="default">
              Search for free
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
