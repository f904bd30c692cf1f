import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { getRefreshToken, isLoggedIn } from '../lib/session';
import type { ReportSubject } from './report-subject';

// Loaded on the first press: the form stays out of the first load of a public page.
const ReportDialog = lazy(() => import('./ReportDialog'));

/**
 * The report form for `subject`: `open` shows it, or sends a visitor without a session to
 * /login; `dialog` is rendered wherever the trigger is (a button, a menu item).
 */
export function useReportDialog(subject: ReportSubject): { open: () => void; dialog: ReactNode } {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const open = () => {
    // An expired access token with a refresh token is still a session: the client renews it.
    if (!isLoggedIn() && !getRefreshToken()) {
      navigateTo(paths.login);
      return;
    }
    setLoaded(true);
    setOpened(true);
  };

  const dialog = loaded && (
    <Suspense fallback={null}>
      <ReportDialog subject={subject} opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  );
  return { open, dialog };
}

interface ReportButtonProps {
  subject: ReportSubject;
  /** A flag icon (chat header, ad cards; `small` inside a message) instead of a text button. */
  compact?: boolean | 'small';
}

/** Report: opens the report form, or sends a visitor without a session to /login. */
export function ReportButton({ subject, compact }: ReportButtonProps) {
  const { open, dialog } = useReportDialog(subject);
  const label = `Report ${subject.what}`;

  return (
    <>
      {compact ? (
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size={compact === 'small' ? 'sm' : 'lg'}
          onClick={open}
          aria-label={label}
          title={label}
        >
          <IconFlag size={compact === 'small' ? 14 : 18} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <Button
          variant="subtle"
          color="gray.7"
          // Mantine draws subtle text one shade lighter (gray 6), under AA contrast on any tint.
          c="gray.8"
          onClick={open}
          leftSection={<IconFlag size={16} aria-hidden="true" />}
          aria-label={label}
        >
          Report
        </Button>
      )}
      {dialog}
    </>
  );
}
