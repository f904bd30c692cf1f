import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Menu, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconDots, IconFlag, IconLockOpen } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DELETED_USER } from '@partnerly/shared';
import type { DialogueData } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { useReportDialog } from '../../../components/ReportButton';
import { UserAvatar } from '../../../components/UserAvatar';

/** Below Mantine's `sm` breakpoint, where the list and the conversation take turns. */
const SMALL_SCREEN = '(max-width: 47.99em)';

interface ConversationHeaderProps {
  dialogue: DialogueData;
  onBack: () => void;
  onSetSpam: (spam: boolean) => Promise<void>;
}

/**
 * Who the conversation is with, a link to their page, Report, and Block or Unblock. On phones
 * Report and Block sit in a menu, so the username is never cut short.
 */
export function ConversationHeader({ dialogue, onBack, onSetSpam }: ConversationHeaderProps) {
  const [busy, setBusy] = useState(false);
  const deleted = dialogue.username === DELETED_USER;
  const heading = useRef<HTMLHeadingElement>(null);
  const report = useReportDialog({
    target: 'user',
    username: dialogue.username,
    what: dialogue.username,
  });
  const reportLabel = `Report ${dialogue.username}`;
  const blockLabel = dialogue.spam ? 'Unblock' : 'Block';

  // On a phone the list the user tapped in is gone: carry keyboard focus over.
  useEffect(() => {
    if (window.matchMedia(SMALL_SCREEN).matches) heading.current?.focus();
  }, []);

  const toggle = async () => {
    setBusy(true);
    try {
      await onSetSpam(!dialogue.spam);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray.8"
        size="lg"
        onClick={onBack}
        aria-label="Back to conversations"
      >
        <IconArrowLeft size={22} aria-hidden="true" />
      </ActionIcon>
      <UserAvatar username={dialogue.username} picture={dialogue.pp} size={40} />
      <Title
        ref={heading}
        tabIndex={-1}
        order={2}
        // A step smaller on phones: the longest username takes two lines at most.
        fz={{ base: 'md', sm: 'lg' }}
        lh={1.3}
        style={{ flex: 1, minWidth: 0, outline: 'none', overflowWrap: 'anywhere' }}
      >
        {deleted ? (
          dialogue.username
        ) : (
          <Anchor component={Link} to={paths.publicProfile(dialogue.username)} inherit>
            {dialogue.username}
          </Anchor>
        )}
      </Title>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        {!deleted && (
          <ActionIcon
            variant="subtle"
            color="gray.7"
            size="lg"
            onClick={report.open}
            aria-label={reportLabel}
            title={reportLabel}
          >
            <IconFlag size={18} aria-hidden="true" />
          </ActionIcon>
        )}
        <Button
          variant="outline"
          color={dialogue.spam ? 'violet' : 'red.9'}
          loading={busy}
          onClick={() => void toggle()}
        >
          {blockLabel}
        </Button>
      </Group>
      {/* In place, not a portal: the open menu stays inside the page's landmarks. No focus
          placeholder: axe counts it as a stray child of the menu (as in AccountMenu). */}
      <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            hiddenFrom="sm"
            variant="subtle"
            color="gray.8"
            size="lg"
            loading={busy}
            aria-label={`More actions for ${dialogue.username}`}
          >
            <IconDots size={22} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!deleted && (
            <Menu.Item
              leftSection={<IconFlag size={16} aria-hidden="true" />}
              onClick={report.open}
            >
              {reportLabel}
            </Menu.Item>
          )}
          <Menu.Item
            c={dialogue.spam ? undefined : 'red.9'}
            leftSection={
              dialogue.spam ? (
                <IconLockOpen size={16} aria-hidden="true" />
              ) : (
                <IconBan size={16} aria-hidden="true" />
              )
            }
            onClick={() => void toggle()}
          >
            {blockLabel}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {report.dialog}
    </Group>
  );
}
