/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import { Section, Text } from '@react-email/components';
import {
  MailButton,
  MailFooterLink,
  MailFrame,
  MailText,
  mailStyles,
  renderMail,
} from '../../../lib/mail-layout';
import type { Mail } from '../../../lib/mailer';
import type { UnreadConversation } from '../../chat/unread-messages';
import { type MailLinks, unsubscribeHeaders, unsubscribeUrl } from './notification-mail';

/** How much of the latest message a mail quotes: its first lines, at most this long. */
const QUOTE_MAX = 200;

/** The first lines of a message, cut at a word near QUOTE_MAX. */
export function quoteOf(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const start = lines.slice(0, 3).join('\n');
  if (start.length <= QUOTE_MAX && lines.length <= 3) return start;
  const cut = start.slice(0, QUOTE_MAX);
  const atWord = cut.lastIndexOf(' ') > QUOTE_MAX / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.trimEnd()}…`;
}

const countOf = (count: number) => (count === 1 ? '1 new message' : `${count} new messages`);

export const subjectOf = (conversations: UnreadConversation[]) => {
  const [first, ...others] = conversations;
  if (!first) return 'New messages on Partnerly';
  if (others.length === 0)
    return `${first.sender} sent you ${countOf(first.count).replace('new ', '')}`;
  return `New messages from ${first.sender} and ${others.length} more on Partnerly`;
};

interface Props {
  username: string;
  conversations: UnreadConversation[];
  chatsUrl: string;
  unsubscribe: string;
}

function UnreadMessages({ username, conversations, chatsUrl, unsubscribe }: Props) {
  return (
    <MailFrame
      preview={`${conversations.map((c) => c.sender).join(', ')} wrote to you on Partnerly`}
      footer={
        <MailFooterLink
          text="You get this because messages waited unread while you were away."
          href={unsubscribe}
          label="Stop e-mails about unread messages"
        />
      }
    >
      <MailText>Hi {username}, you have unread messages on Partnerly:</MailText>
      {conversations.map((conversation) => (
        <Section key={conversation.sender}>
          <Text className="mail-text" style={{ ...mailStyles.text, margin: '0 0 6px' }}>
            <strong>{conversation.sender}</strong> · {countOf(conversation.count)}
          </Text>
          <Text className="mail-quote" style={mailStyles.quote}>
            {quoteOf(conversation.latestText)}
          </Text>
        </Section>
      ))}
      <MailButton href={chatsUrl}>Open your chats</MailButton>
    </MailFrame>
  );
}

/** One mail about every conversation with unread messages since the last one. */
export function unreadMessagesMail(
  to: { id: number; username: string; email: string },
  conversations: UnreadConversation[],
  links: MailLinks,
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(links, to.id, 'unread');
  return renderMail(
    <UnreadMessages
      username={to.username}
      conversations={conversations}
      chatsUrl={`${links.publicUrl}/chats`}
      unsubscribe={unsubscribe}
    />,
    { to: to.email, subject: subjectOf(conversations), headers: unsubscribeHeaders(unsubscribe) },
  );
}
