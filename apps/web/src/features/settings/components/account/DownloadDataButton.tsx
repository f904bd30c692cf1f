import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { downloadMyData } from '../../api/account';

/** "Download my data": the account, profile, conversations and every message, as one file. */
export function DownloadDataButton({ username }: { username: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData(username);
    } catch {
      notifications.show({
        color: 'red',
        message: 'Your data could not be downloaded. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      loading={busy}
      onClick={() => void download()}
      leftSection={<IconDownload size={18} aria-hidden="true" />}
    >
      Download my data
    </Button>
  );
}
