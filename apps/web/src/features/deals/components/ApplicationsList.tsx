import {
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTargetArrow } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, type MyApplication } from '@partnerly/shared';
import { BeforeData } from '../../../components/LoadFailed';
import { ApiError } from '../../../lib/api-error';
import {
  APPLICATION_STATE_COLORS,
  APPLICATION_STATE_LABELS,
  campaignsKey,
  fetchMyApplications,
  myApplicationsKey,
  withdrawApplication,
} from '../../../domains/campaigns/campaigns';
import { paths } from '../../../lib/paths';

/** The creator's applications to campaigns, with their state and Withdraw while undecided. */
export function ApplicationsList() {
  const queryClient = useQueryClient();
  const applications = useQuery({ queryKey: myApplicationsKey, queryFn: fetchMyApplications });

  const withdraw = async (application: MyApplication) => {
    try {
      await withdrawApplication(application.campaign);
      await queryClient.invalidateQueries({ queryKey: campaignsKey });
    } catch (error) {
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.detail
            ? error.detail
            : 'Something went wrong. Please try again.',
      });
    }
  };

  if (applications.data === undefined) {
    return (
      <BeforeData query={applications} what="your applications">
        <Stack gap="sm" aria-label="Loading your applications">
          <Skeleton h={88} />
          <Skeleton h={88} />
        </Stack>
      </BeforeData>
    );
  }
  if (applications.data.length === 0) {
    return (
      <EmptyState
        variant="light"
        color="violet"
        icon={<IconTargetArrow aria-hidden="true" />}
        title="No applications yet"
        description="Brands post campaigns on Explore. Apply with a pitch and an offer, and follow them here."
      >
        <Button component={Link} to={paths.exploreCampaigns} variant="light">
          See campaigns
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your applications">
      {applications.data.map((application) => (
        <Paper
          key={application.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          style={{ listStyle: 'none' }}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {application.campaign_title}
              </Text>
              <Text size="sm" c="dimmed">
                by {application.campaign_owner ?? 'a deleted member'} · applied{' '}
                {formatDate(application.created_at)}
              </Text>
              {application.state === 'accepted' && application.campaign_owner && (
                <Anchor component={Link} to={paths.chatWith(application.campaign_owner)} size="sm">
                  Open the conversation
                </Anchor>
              )}
            </Stack>
            <Stack gap="xs" align="flex-end" style={{ flexShrink: 0 }}>
              <Badge color={APPLICATION_STATE_COLORS[application.state]} variant="dot">
                {APPLICATION_STATE_LABELS[application.state]}
              </Badge>
              {(application.state === 'sent' || application.state === 'shortlisted') && (
                <Button size="xs" variant="default" onClick={() => void withdraw(application)}>
                  Withdraw
                </Button>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
