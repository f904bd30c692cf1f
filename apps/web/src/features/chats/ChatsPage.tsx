import { useEffect, useEffectEvent, useMemo } from 'react';
import { Center, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { planOf, type UserData } from '@partnerly/shared';
import { dealChatScope } from '../../domains/deals/deal-chat';
import { userDataQuery } from '../../lib/user-data';
import { PageHeading } from '../../components/PageHeading';
import { messagesOf } from './chat-lists';
import { ChatList } from './components/ChatList';
import { ChatsSkeleton } from './components/ChatsSkeleton';
import { ConnectionBanner } from './components/ConnectionBanner';
import { Conversation } from './components/Conversation';
import { useChatContext } from './chat-context';
import classes from './ChatsPage.module.css';
import { PageTitle } from '../../components/PageTitle';
import { OfferModal } from '../../domains/deals/OfferModal';
import { offerDraftOf } from '../../domains/deals/offer-draft';
import { DealChatNotice } from './components/DealChatNotice';

/** /chats: the conversations on the left, the open one on the right (one at a time on phones). */
export function ChatsPage() {
  // The shell loads the user data first; the skeleton covers a cache that was just cleared.
  const { data: user } = useQuery(userDataQuery);
  return (
    <div className={classes.page}>
      <PageTitle>Chats — Partnerly</PageTitle>
      <PageHeading>Chats</PageHeading>
      {user ? <Chats user={user} /> : <ChatsSkeleton />}
    </div>
  );
}

function Chats({ user }: { user: UserData }) {
  const chat = useChatContext();
  const { state, openId } = chat;
  const plan = planOf(user.subscription);
  // Without Full Access, only the deals' conversations (decision 113).
  const scope = useMemo(() => dealChatScope(user), [user]);
  const dialogues = scope ? state.dialogues.filter((item) => scope.has(item.id)) : state.dialogues;
  const dialogue = dialogues.find((item) => item.id === openId);
  const [params, setParams] = useSearchParams();
  const withUser = params.get('with');
  // Kept in the address while its form is open: a reload keeps the form.
  const offerDraft = offerDraftOf(params.get('offer'));
  const closeOffer = () =>
    setParams(
      (current) => {
        current.delete('offer');
        return current;
      },
      { replace: true },
    );

  // /chats?with=<username> (from a Contact button) opens that conversation once; a package
  // Request adds &offer=, an offer form filled from the package (or &text=, typed into it).
  const openRequested = useEffectEvent((username: string) => {
    void chat.openWith(username, params.get('text') ?? undefined);
    setParams(
      (current) => {
        current.delete('with');
        current.delete('text');
        return current;
      },
      { replace: true },
    );
  });
  useEffect(() => {
    if (withUser) openRequested(withUser);
  }, [withUser]);

  // Away from this page no conversation is open, so new messages count as unread.
  const leave = useEffectEvent(() => chat.open(null));
  useEffect(() => () => leave(), []);

  /** Back to the list (phones): focus returns to the conversation that was open. */
  const closeConversation = (id: number) => {
    chat.open(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-dialogue="${id}"]`)?.focus(),
    );
  };

  return (
    <>
      <ConnectionBanner status={chat.status} />
      {plan !== 'full' && <DealChatNotice plan={plan} />}
      {offerDraft && dialogue && (
        <OfferModal opened onClose={closeOffer} to={dialogue.username} draft={offerDraft} />
      )}
      <div className={classes.panes} data-open={dialogue ? '' : undefined}>
        <section className={classes.listPane} aria-label="Conversations">
          <ChatList
            dialogues={dialogues}
            messages={state.messages}
            me={state.me}
            notifications={state.notifications}
            openId={openId}
            onOpen={chat.open}
            onOpenMessage={chat.openAt}
          />
        </section>
        <section
          className={classes.conversationPane}
          aria-label={dialogue ? `Conversation with ${dialogue.username}` : 'Conversation'}
        >
          {dialogue ? (
            <Conversation
              key={dialogue.id}
              me={state.me}
              dialogue={dialogue}
              messages={messagesOf(state.messages, dialogue.id)}
              pending={state.pending.filter((item) => item.dialogue === dialogue.id)}
              exhausted={state.exhausted.includes(dialogue.id)}
              previewOnly={state.previewOnly.includes(dialogue.id)}
              loadingOlder={state.loadingOlder.includes(dialogue.id)}
              onBack={() => closeConversation(dialogue.id)}
              draft={state.drafts[dialogue.id] ?? ''}
              onDraftChange={(text) => chat.setDraft(dialogue.id, text)}
              onSend={(text, attachments) => chat.sendMessage(dialogue, text, attachments)}
              target={chat.target}
              onLoadOlder={() => chat.loadOlder(dialogue)}
              onSetSpam={(spam) => chat.setSpam(dialogue, spam)}
              live={{
                onEdit: chat.live.edit,
                onDelete: chat.live.remove,
                onReact: chat.live.react,
              }}
              seen={state.seen[dialogue.id]}
              typing={state.typing[dialogue.id]?.username ?? null}
              onTyping={() => chat.live.typed(dialogue)}
            />
          ) : (
            <Center h="100%" p="xl">
              <Text c="dimmed" ta="center">
                Pick a conversation to read and write messages.
              </Text>
            </Center>
          )}
        </section>
      </div>
    </>
  );
}
