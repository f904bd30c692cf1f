import type { FormEvent, KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Textarea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconSend } from '@tabler/icons-react';
import { LIMITS } from '@partnerly/shared';
import { OfferModal } from '../../../components/deals/OfferModal';

interface MessageComposerProps {
  username: string;
  /** The conversation's draft, kept by the chat (a refused message comes back into it). */
  text: string;
  onTextChange: (text: string) => void;
  /** Sends the text; the chat empties the draft. */
  onSend: (text: string) => void;
}

/** The send box: Enter sends, Shift+Enter breaks the line; blank messages are not sent. */
export function MessageComposer({ username, text, onTextChange, onSend }: MessageComposerProps) {
  const blank = text.trim().length === 0;
  const [offering, offerModal] = useDisclosure(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank) return;
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  // The dialog stays outside the form: React events bubble through portals, and the offer
  // form's submit must not send the draft.
  return (
    <>
      <OfferModal opened={offering} onClose={offerModal.close} to={username} />
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
          <Tooltip label="Make an offer">
            <ActionIcon
              variant="light"
              size={36}
              aria-label="Make an offer"
              onClick={offerModal.open}
            >
              <IconHeartHandshake size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Textarea
            aria-label={`Message to ${username}`}
            placeholder="Write message…"
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={LIMITS.chatMessage}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            disabled={blank}
            rightSection={<IconSend size={16} aria-hidden="true" />}
          >
            Send
          </Button>
        </Group>
      </form>
    </>
  );
}
