import type { ConnectionRefreshService } from './connection-refresh.service';

/**
 * How often the sweep looks for due accounts: often enough that each is read close to its
 * time (a 24th of the period), at most every 15 minutes, at least every 30 seconds, or every
 * half period for one under a minute (only tests may set one, config-deployment.ts).
 */
export const refreshSweepSeconds = (refreshSeconds: number) =>
  Math.max(
    Math.min(30, Math.ceil(refreshSeconds / 2)),
    Math.min(900, Math.floor(refreshSeconds / 24)),
  );

/** Reads every connected account whose period has passed (a repeating job). */
export function connectionsRefreshJob(
  connectionRefresh: Pick<ConnectionRefreshService, 'refreshDue'>,
) {
  return async () => {
    await connectionRefresh.refreshDue();
  };
}

/** Reads one newly connected account now, as the sweep would (decision 123). */
export function connectionReadJob(connectionRefresh: Pick<ConnectionRefreshService, 'readNow'>) {
  return async ({ connectionId }: { connectionId: number }) => {
    await connectionRefresh.readNow(connectionId);
  };
}
