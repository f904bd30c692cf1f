import type { ServerFrame } from '@partnerly/shared';
import type { SocketHub } from '../../realtime/socket-server';
import type { DealChatAccess } from './deal-chat-access';

/**
 * Sends a conversation's frames to a member only when they may have them (decision 116): a
 * member without Full Access hears only the conversations they buy in. Asking takes a query,
 * so each member's frames wait in one line: a later message never overtakes an earlier one.
 * Every instance hears every event (Redis pub/sub): a member without a socket here is not
 * asked about at all, or each instance would run the query for every frame of every member
 * (issue 49 point 2, decision 120).
 */
export function liveAudience(access: Pick<DealChatAccess, 'mayReceive'>) {
  const lines = new Map<number, Promise<void>>();
  return function sendIfAllowed(
    hub: SocketHub,
    userId: number,
    dialogueId: number,
    frame: ServerFrame,
  ): Promise<void> {
    if (!hub.isOnline(userId)) return Promise.resolve();
    const previous = lines.get(userId) ?? Promise.resolve();
    const next = previous.then(async () => {
      if (await access.mayReceive(userId, dialogueId)) hub.send(userId, frame);
    });
    const line = next.catch(() => undefined);
    lines.set(userId, line);
    // The line is forgotten once it is empty, so the map holds only members being sent to.
    void line.then(() => {
      if (lines.get(userId) === line) lines.delete(userId);
    });
    return next;
  };
}

export type LiveAudience = ReturnType<typeof liveAudience>;
