import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Anchor, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CHAT_SEARCH_LIMITS } from '@partnerly/shared';
import type { DialogueData, MessageData } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { byLatest, lastMessages, unreadCounts } from '../chat-lists';
import classes from '../ChatsPage.module.css';
import { DialogueList } from './DialogueList';
import { MessageResults } from './MessageResults';

/** Message search starts at two characters, a little after typing stops. */
const MESSAGE_SEARCH_MIN = 2;
const MESSAGE_SEARCH_DELAY_MS = 300;

interface ChatListProps {
  dialogues: DialogueData[];
  /** The loaded messages, for each conversation's last one. */
  messages: MessageData[];
  me: string;
  notifications: number[];
  openId: number | null;
  onOpen: (id: number) => void;
  /** Opens a conversation at a message found by the search. */
  onOpenMessage: (dialogue: number, message: number) => void;
}

type ChatTab = 'chats' | 'blocked';

function EmptyState({ tab, search }: { tab: ChatTab; search: string }) {
  if (search) return <Text c="dimmed">{`No conversation starts with “${search}”.`}</Text>;
  if (tab === 'blocked') return <Text c="dimmed">You have not blocked anyone.</Text>;
  return (
    <Text c="dimmed">
      No conversations yet. Find partners in{' '}
      <Anchor component={Link} to={paths.search}>
        Search
      </Anchor>{' '}
      or{' '}
      <Anchor component={Link} to={paths.explore}>
        Explore
      </Anchor>{' '}
      and press Contact.
    </Text>
  );
}

/**
 * The left pane: one search box for conversation names (a prefix) and for words in messages
 * (issue 34), and the Chats / Blocked tabs.
 */
export function ChatList({
  dialogues,
  messages,
  me,
  notifications,
  openId,
  onOpen,
  onOpenMessage,
}: ChatListProps) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), MESSAGE_SEARCH_DELAY_MS);
  const words = settled.length >= MESSAGE_SEARCH_MIN ? settled : '';
  const [tab, setTab] = useState<ChatTab>('chats');
  // The list follows the open conversation when it changes list: unblocked, it is in Chats.
  const open = dialogues.find((dialogue) => dialogue.id === openId);
  const openTab: ChatTab | null = open ? (open.spam ? 'blocked' : 'chats') : null;
  const [followed, setFollowed] = useState(openTab);
  if (openTab !== followed) {
    setFollowed(openTab);
    if (openTab) setTab(openTab);
  }
  const unread = unreadCounts(notifications);
  const last = lastMessages(messages);
  const prefix = search.trim().toLowerCase();
  const matching = byLatest(dialogues, last).filter((dialogue) =>
    dialogue.username.toLowerCase().startsWith(prefix),
  );

  return (
    <>
      <TextInput
        label="Search conversations"
        placeholder="Name or words in messages"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={CHAT_SEARCH_LIMITS.query}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        mb="sm"
      />
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'blocked' ? 'blocked' : 'chats')}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="chats">Chats</Tabs.Tab>
          <Tabs.Tab value="blocked">Blocked</Tabs.Tab>
        </Tabs.List>
        {(['chats', 'blocked'] as const).map((value) => {
          const shown = matching.filter((dialogue) => dialogue.spam === (value === 'blocked'));
          return (
            <Tabs.Panel key={value} value={value} pt="xs" className={classes.scroll}>
              {shown.length > 0 ? (
                <DialogueList
                  dialogues={shown}
                  unread={unread}
                  last={last}
                  me={me}
                  openId={openId}
                  onOpen={onOpen}
                />
              ) : (
                <EmptyState tab={value} search={search.trim()} />
              )}
              {value === 'chats' && words && (
                <MessageResults query={words} onOpen={onOpenMessage} />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
