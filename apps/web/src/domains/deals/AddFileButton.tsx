import { useState } from 'react';
import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

/**
 * "Add a file" for an order's files (delivery and dispute alike): photos and PDFs, as the chat
 * takes; it shows it is busy while `onFile` stores the picked file. `onFile` reports its own
 * failures, in the words of its panel.
 */
export function AddFileButton({
  onFile,
  size,
}: {
  onFile: (file: File) => Promise<void>;
  size?: 'xs';
}) {
  const [busy, setBusy] = useState(false);
  const add = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      await onFile(file);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(file) => void add(file)} accept="image/*,application/pdf">
      {(props) => (
        <Button
          {...props}
          variant="default"
          size={size}
          loading={busy}
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a file
        </Button>
      )}
    </FileButton>
  );
}
