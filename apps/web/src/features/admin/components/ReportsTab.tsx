import { useState } from 'react';
import { Anchor, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconBan, IconCheck, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_REASON_LABELS,
  REVIEW_LIMITS,
  countOf,
  formatDate,
  hideReviewSchema,
  suspendUserSchema,
} from '@partnerly/shared';
import type { AdminReportGroup } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { paths } from '../../../lib/paths';
import { actOnReports, adminReportsQuery, hideReview, suspendUser } from '../api/reports';
import { useAdminAction } from '../hooks/use-admin-action';
import { AdminRow } from './AdminRow';
import { ReasonDialog } from './ReasonDialog';
import { ReinstateForm } from './ReinstateForm';
import { ReportedConversation } from './ReportedConversation';

/** The username is the row's own; only the reason is typed. */
const SUSPEND_REASON = suspendUserSchema.pick({ reason: true });

const REPORTED_ITEMS = { one: 'reported item', other: 'reported items' };
const REPORTERS = { one: 'reporter', other: 'reporters' };

const TARGET_NAMES = {
  user: 'Profile',
  message: 'Chat message',
  ad: 'Ad',
  review: 'Review',
  campaign: 'Campaign',
} as const;

/** Reports: what members reported, oldest first, to dismiss or act on. */
export function ReportsTab() {
  const { data, isError, refetch, isRefetching } = useQuery(adminReportsQuery);
  const queryClient = useQueryClient();

  if (data === undefined && !isError) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading reports">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (data === undefined) {
    return <LoadFailed what="the reports" onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  if (data.reports.length === 0) {
    return (
      <Stack gap="md">
        <ReinstateForm />
        <Text c="gray.7" py="md">
          No open reports. When members report a profile, a message, an ad or a review, it shows
          here.
        </Text>
      </Stack>
    );
  }

  // A suspension closes every report about the account, whatever it points at.
  const suspended = (username: string) =>
    queryClient.setQueryData(adminReportsQuery.queryKey, (old) =>
      old ? { reports: old.reports.filter((item) => item.username !== username) } : old,
    );
  const closed = (group: AdminReportGroup) =>
    queryClient.setQueryData(adminReportsQuery.queryKey, (old) =>
      old
        ? {
            reports: old.reports.filter(
              (item) => !(item.target === group.target && item.id === group.id),
            ),
          }
        : old,
    );

  return (
    <Stack gap="sm">
      <ReinstateForm />
      <Text size="sm" c="gray.7" aria-live="polite">
        {countOf(data.reports.length, REPORTED_ITEMS)}, oldest first
      </Text>
      <Stack
        component="ul"
        aria-label="Open reports"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {data.reports.map((group) => (
          <ReportItem
            key={`${group.target}:${group.id}`}
            group={group}
            onDone={() => closed(group)}
            onSuspended={() => suspended(group.username)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

interface ReportItemProps {
  group: AdminReportGroup;
  onDone: () => void;
  onSuspended: () => void;
}

function ReportItem({ group, onDone, onSuspended }: ReportItemProps) {
  const { busy, run } = useAdminAction<'dismiss' | 'remove'>();
  const [confirming, setConfirming] = useState(false);
  const [suspending, setSuspending] = useState(false);
  // A review is hidden with a reason rather than removed (issue 33).
  const review = group.target === 'review';
  const what = TARGET_NAMES[group.target];
  const removable = group.target !== 'user' && group.content_exists;

  return (
    <AdminRow label={`${what} by ${group.username}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {what} by{' '}
              <Anchor href={paths.publicProfile(group.username)} c="violet.8" target="_blank">
                {group.username}
              </Anchor>
            </Text>
            <Text size="sm" c="gray.7">
              First reported{' '}
              <time dateTime={group.first_reported}>
                {formatDate(group.first_reported, { time: true })}
              </time>
              {' · '}
              {countOf(group.reporters, REPORTERS)}
            </Text>
          </Stack>
          <Group gap={6}>
            {group.reasons.map((reason) => (
              <Badge key={reason} color="red" c="red.9" variant="light" tt="none">
                {REPORT_REASON_LABELS[reason]}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text
          size="sm"
          p="sm"
          bg="gray.0"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8 }}
        >
          {group.preview || '(empty)'}
          {!group.content_exists && (
            <Text span c="gray.7" fs="italic">
              {review ? ' (already hidden)' : ' (already deleted)'}
            </Text>
          )}
        </Text>
        {group.target === 'message' && <ReportedConversation messageId={group.id} />}
        {group.details.length > 0 && (
          <List size="sm" spacing={4}>
            {group.details.map((detail, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {detail}
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            loading={busy === 'dismiss'}
            disabled={busy === 'remove'}
            onClick={() =>
              void run('dismiss', () => actOnReports('dismiss', group.target, group.id), onDone)
            }
          >
            Dismiss
          </Button>
          {removable && (
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={busy === 'remove'}
              disabled={busy === 'dismiss'}
              onClick={() => setConfirming(true)}
            >
              {review ? 'Hide review' : `Remove ${what.toLowerCase()}`}
            </Button>
          )}
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconBan size={16} aria-hidden="true" />}
            disabled={busy !== null}
            onClick={() => setSuspending(true)}
          >
            Suspend {group.username}
          </Button>
        </Group>
      </Stack>
      {review && (
        <ReasonDialog
          title={`Hide ${group.username}'s review?`}
          reasonLabel="Reason (kept in the audit log)"
          schema={hideReviewSchema}
          maxLength={REVIEW_LIMITS.hideReason}
          confirmLabel="Hide review"
          onConfirm={(reason) => hideReview(group.id, reason)}
          opened={confirming}
          onClose={() => setConfirming(false)}
          onDone={onDone}
        >
          It leaves the reviewed member&apos;s page and their rating at once, and its reports close.
          The review stays stored for the record.
        </ReasonDialog>
      )}
      <ConfirmDialog
        opened={confirming && !review}
        onClose={() => setConfirming(false)}
        title={`Remove this ${what.toLowerCase()}?`}
        confirmLabel={`Remove ${what.toLowerCase()}`}
        onConfirm={() => {
          setConfirming(false);
          void run('remove', () => actOnReports('remove', group.target, group.id), onDone);
        }}
      >
        It disappears for everyone and its reports close. This cannot be undone.
      </ConfirmDialog>
      <ReasonDialog
        title={`Suspend ${group.username}?`}
        reasonLabel="Reason (the member is told; kept in the audit log)"
        schema={SUSPEND_REASON}
        maxLength={500}
        confirmLabel="Suspend account"
        onConfirm={(reason) => suspendUser(group.username, reason)}
        opened={suspending}
        onClose={() => setSuspending(false)}
        onDone={onSuspended}
      >
        They are signed out everywhere at once, cannot sign in, their page leaves search and
        explore, and nobody can message them. Their open reports close. You can reinstate the
        account later.
      </ReasonDialog>
    </AdminRow>
  );
}
