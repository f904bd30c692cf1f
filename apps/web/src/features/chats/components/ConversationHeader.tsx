import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DELETED_USER } from '@partnerly/shared';
import type { DialogueData } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { ReportButton } from '../../../components/ReportButton';
import { UserAvatar } from '../../../components/UserAvatar';

/** Below Mantine's `sm` breakpoint, where the list and the conversation take turns. */
const SMALL_SCREEN = '(max-width: 47.99em)';

interface ConversationHeaderProps {
  dialogue: DialogueData;
  onBack: () => void;
  onSetSpam: (spam: boolean) => Promise<void>;
}

/** Who the conversation is with, a link to their page, Report, and Block or Unblock. */
export function ConversationHeader({ dialogue, onBack, onSetSpam }: ConversationHeaderProps) {
  const [busy, setBusy] = useState(false);
  const deleted = dialogue.username === DELETED_USER;
  const heading = useRef<HTMLHeadingElement>(null);

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
        fz="lg"
        style={{ flex: 1, minWidth: 0, outline: 'none' }}
        lineClamp={1}
      >
        {deleted ? (
          dialogue.username
        ) : (
          <Anchor component={Link} to={paths.publicProfile(dialogue.username)} inherit>
            {dialogue.username}
          </Anchor>
        )}
      </Title>
      {!deleted && (
        <ReportButton
          subject={{ target: 'user', username: dialogue.username, what: dialogue.username }}
          compact
        />
      )}
      <Button
        variant="outline"
        color={dialogue.spam ? 'violet' : 'red.9'}
        loading={busy}
        onClick={() => void toggle()}
      >
        {dialogue.spam ? 'Unblock' : 'Block'}
      </Button>
    </Group>
  );
}
