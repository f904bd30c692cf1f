import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Textarea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconPaperclip, IconSend } from '@tabler/icons-react';
import { LIMITS, type AttachmentData } from '@partnerly/shared';
import { OfferModal } from '../../../domains/deals/OfferModal';
import type { Uploads } from '../hooks/use-uploads';
import { UploadTray } from './UploadTray';

/** What the file picker offers; the server reads the real type from the bytes. */
const ACCEPTED_FILES =
  'image/jpeg,image/png,image/webp,image/avif,image/heic,.heic,application/pdf';

interface MessageComposerProps {
  username: string;
  /** The conversation's draft, kept by the chat (a refused message comes back into it). */
  text: string;
  onTextChange: (text: string) => void;
  /** Sends the text and the uploaded files; the chat empties the draft. */
  onSend: (text: string, attachments: AttachmentData[]) => void;
  /** The files of the message being written (the conversation takes dropped ones too). */
  files: Uploads;
}

/** The send box: Enter sends, Shift+Enter breaks the line; blank messages are not sent. */
export function MessageComposer(props: MessageComposerProps) {
  const { username, text, onTextChange, onSend, files } = props;
  const picker = useRef<HTMLInputElement>(null);
  // Files alone make a message; one still uploading holds it back.
  const blank = text.trim().length === 0 && files.ready.length === 0;
  const [offering, offerModal] = useDisclosure(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || files.busy) return;
    onSend(text, files.ready);
    files.clear();
  };

  /** A pasted screenshot or file joins the message; pasted text is typed as usual. */
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = [...event.clipboardData.files];
    if (pasted.length === 0) return;
    event.preventDefault();
    files.add(pasted);
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
        <UploadTray uploads={files.uploads} notice={files.notice} onRemove={files.remove} />
        <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
          {/* Named in words where there is room (issue 53); an icon with its name on phones. */}
          <Button
            visibleFrom="md"
            variant="light"
            h={36}
            px="sm"
            leftSection={<IconHeartHandshake size={20} aria-hidden="true" />}
            onClick={offerModal.open}
            style={{ flexShrink: 0 }}
          >
            Make an offer
          </Button>
          <Tooltip label="Make an offer">
            <ActionIcon
              hiddenFrom="md"
              variant="light"
              size={36}
              aria-label="Make an offer"
              onClick={offerModal.open}
            >
              <IconHeartHandshake size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Attach photos or PDFs">
            <ActionIcon
              variant="light"
              size={36}
              aria-label="Attach photos or PDFs"
              onClick={() => picker.current?.click()}
            >
              <IconPaperclip size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            accept={ACCEPTED_FILES}
            data-testid="attach-files"
            onChange={(event) => {
              files.add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
          <Textarea
            aria-label={`Message to ${username}`}
            placeholder="Write message…"
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            maxLength={LIMITS.chatMessage}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            disabled={blank || files.busy}
            rightSection={<IconSend size={16} aria-hidden="true" />}
          >
            Send
          </Button>
        </Group>
      </form>
    </>
  );
}
