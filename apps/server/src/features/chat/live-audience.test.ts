import { describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@partnerly/shared';
import type { SocketHub } from '../../realtime/socket-server';
import { liveAudience } from './live-audience';

const frame: ServerFrame = { typing: { username: 'ada', dialogue: 7 } };

/** A hub where only `online` have a socket; it records what it sends. */
function hubOf(online: number[]) {
  const sent: [number, ServerFrame][] = [];
  const hub: SocketHub = {
    send: (userId, sending) => void sent.push([userId, sending]),
    close: () => undefined,
    isOnline: (userId) => online.includes(userId),
  };
  return { hub, sent };
}

describe('the live audience of a conversation (issue 49 point 2)', () => {
  it('asks about a member only when they have a socket on this instance', async () => {
    const mayReceive = vi.fn(async () => true);
    const send = liveAudience({ mayReceive });
    const { hub, sent } = hubOf([1]);
    await send(hub, 2, 7, frame);
    expect(mayReceive).not.toHaveBeenCalled();
    await send(hub, 1, 7, frame);
    expect(mayReceive).toHaveBeenCalledExactlyOnceWith(1, 7);
    expect(sent).toEqual([[1, frame]]);
  });

  it('sends nothing to a member who may not receive the conversation', async () => {
    const send = liveAudience({ mayReceive: async () => false });
    const { hub, sent } = hubOf([1]);
    await send(hub, 1, 7, frame);
    expect(sent).toEqual([]);
  });
});
