import { afterAll, beforeAll } from 'vitest';
import { notifications } from '@mantine/notifications';
import { setNavigator } from '../lib/navigation';

/**
 * The web files share a worker's modules and document (apps/web/vitest.config.ts, decision
 * 127): each file starts from what a fresh page would have, whatever the file before it left.
 */
beforeAll(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  notifications.clean();
  notifications.cleanQueue();
});

/**
 * A file's last answers may still be on their way when it ends; whatever they would navigate
 * to must not move the next file's router.
 */
afterAll(() => setNavigator(() => undefined));
