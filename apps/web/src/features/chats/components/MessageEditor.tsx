import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';

interface MessageEditorProps {
  text: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Edits a message in place: Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditor({ text, onSave, onCancel }: MessageEditorProps) {
  const [value, setValue] = useState(text);
  const blank = value.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank) return;
    if (value.trim() === text) onCancel();
    else onSave(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit}>
      <Textarea
        aria-label="Edit message"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={LIMITS.chatMessage}
        autosize
        minRows={1}
        maxRows={6}
        data-autofocus
        autoFocus
      />
      <Group gap="xs" justify="flex-end" mt={6}>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="compact-sm" type="submit" disabled={blank}>
          Save
        </Button>
      </Group>
    </form>
  );
}
