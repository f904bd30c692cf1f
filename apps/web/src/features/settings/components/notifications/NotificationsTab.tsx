import { Alert, Divider, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsData } from '@partnerly/shared';
import {
  fetchNotificationSettings,
  notificationSettingsKey,
  saveNotificationSettings,
} from '../../api/notifications';
import { PushSwitch } from './PushSwitch';

interface Choice {
  field: keyof NotificationSettingsData;
  label: string;
  description: string;
}

const EMAIL_CHOICES: Choice[] = [
  {
    field: 'email_unread',
    label: 'E-mail me about unread messages',
    description:
      'When a message waits unread while you are away, we send one short e-mail with everything new.',
  },
  {
    field: 'email_verification',
    label: 'E-mail me when my social accounts are verified or declined',
    description: 'Hear back as soon as our team has checked an account you added by hand.',
  },
  {
    field: 'deal_updates',
    label: 'Deal updates',
    description:
      'An e-mail and a push when a deal waits for you: an offer to answer, a delivery to review, a request to cancel, a due date coming up.',
  },
  {
    field: 'campaign_updates',
    label: 'Campaign updates',
    description:
      'New applications to your campaigns (at most one e-mail an hour per campaign), and an e-mail and a push when a brand decides on your application.',
  },
  {
    field: 'campaigns_weekly',
    label: 'Campaigns for you',
    description: 'A weekly e-mail of open campaigns that match your profile.',
  },
];

const CHAT_CHOICES: Choice[] = [
  {
    field: 'read_receipts',
    label: 'Send read receipts',
    description:
      'People you talk with see "Seen" once you have read their messages, and you see when they have read yours. Off, neither of you sees it.',
  },
];

/** Settings -> Notifications: which e-mails to get, read receipts, pushes on this device. */
export function NotificationsTab() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: notificationSettingsKey,
    queryFn: fetchNotificationSettings,
  });
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    // The switch moves at once; a refusal puts it back and says so.
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const before = queryClient.getQueryData<NotificationSettingsData>(notificationSettingsKey);
      if (before) queryClient.setQueryData(notificationSettingsKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(notificationSettingsKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });

  const toggle = (choice: Choice, data: NotificationSettingsData) => (
    <Switch
      key={choice.field}
      size="md"
      label={choice.label}
      description={choice.description}
      checked={data[choice.field]}
      onChange={(event) => save.mutate({ [choice.field]: event.currentTarget.checked })}
    />
  );

  return (
    <Stack gap="lg">
      <Text c="gray.7">
        Choose how Partnerly lets you know about new messages, reviews and deals.
      </Text>
      <Stack gap="md" aria-busy={settings.isPending}>
        <Text fw={600}>E-mail</Text>
        {settings.isPending &&
          EMAIL_CHOICES.map((choice) => <Skeleton key={choice.field} height={44} radius="sm" />)}
        {settings.isError && (
          <Alert color="red" variant="light" role="alert">
            Your notification settings could not be loaded. Check your connection and reload the
            page.
          </Alert>
        )}
        {settings.data && EMAIL_CHOICES.map((choice) => toggle(choice, settings.data))}
        {save.isError && (
          <Text c="red.9" size="sm" role="alert">
            That change was not saved. Please try again.
          </Text>
        )}
      </Stack>
      {settings.data && (
        <>
          <Divider />
          <Stack gap="md">
            <Text fw={600}>Chat</Text>
            {CHAT_CHOICES.map((choice) => toggle(choice, settings.data))}
          </Stack>
        </>
      )}
      <Divider />
      <Stack gap="md">
        <Text fw={600}>This device</Text>
        <PushSwitch />
      </Stack>
    </Stack>
  );
}
