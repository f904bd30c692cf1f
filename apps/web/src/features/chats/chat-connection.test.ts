import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE, TIMINGS } from '@partnerly/shared';
import { ChatConnection, socketUrl } from './chat-connection';
import type { ChatConnectionOptions, ConnectionStatus } from './chat-connection';

/** A stand-in for the browser's WebSocket that the test opens and closes by hand. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(overrides: Partial<ChatConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const options: ChatConnectionOptions = {
    url: (token) => `ws://test/ws/socket-server/?token=${token}`,
    getToken: () => 'token-1',
    refreshToken: vi.fn(async () => 'token-2'),
    onFrame: vi.fn(),
    onOpen: vi.fn(),
    onStatus: (status) => statuses.push(status),
    onSessionEnded: vi.fn(),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    ...overrides,
  };
  const connection = new ChatConnection(options);
  connection.start();
  const latest = () => sockets[sockets.length - 1] ?? new FakeSocket('none');
  return { connection, options, sockets, statuses, latest };
}

describe('ChatConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the socket with the access token and hands frames over', () => {
    const { options, latest } = setup();
    latest().open();
    latest().onmessage?.({ data: JSON.stringify({ notificaiton: { id: 4 } }) });
    latest().onmessage?.({ data: 'not json' });

    expect(latest().url).toBe('ws://test/ws/socket-server/?token=token-1');
    expect(options.onOpen).toHaveBeenCalledTimes(1);
    expect(options.onFrame).toHaveBeenCalledExactlyOnceWith({ notificaiton: { id: 4 } });
  });

  it('retries every 3 s, 10 times, then shows the lost-connection banner', () => {
    const { sockets, statuses, latest } = setup();
    latest().drop();
    for (let retry = 1; retry <= TIMINGS.socketReconnectTries; retry++) {
      vi.advanceTimersByTime(TIMINGS.socketReconnectMs - 1);
      expect(sockets).toHaveLength(retry);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(retry + 1);
      latest().drop();
    }
    vi.advanceTimersByTime(60_000);

    expect(sockets).toHaveLength(TIMINGS.socketReconnectTries + 1);
    expect(statuses.at(-1)).toBe('lost');
    expect(statuses.filter((status) => status === 'lost')).toHaveLength(1);
  });

  it('starts counting again after a successful reconnection', () => {
    const { options, sockets, statuses, latest } = setup();
    for (let retry = 0; retry < 9; retry++) {
      latest().drop();
      vi.advanceTimersByTime(TIMINGS.socketReconnectMs);
    }
    latest().open();
    for (let retry = 0; retry < TIMINGS.socketReconnectTries; retry++) {
      latest().drop();
      vi.advanceTimersByTime(TIMINGS.socketReconnectMs);
    }

    expect(options.onOpen).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(20);
    expect(statuses).not.toContain('lost');
  });

  it('refreshes an expired token and reconnects at once', async () => {
    const { options, sockets, latest } = setup();
    latest().drop(SOCKET_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(0);

    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(latest().url).toContain('token=token-2');
  });

  it('treats a second refusal of the token as an ordinary failure', async () => {
    const { options, sockets, statuses, latest } = setup();
    latest().drop(SOCKET_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    latest().drop(SOCKET_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(0);

    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('retrying');
    await vi.advanceTimersByTimeAsync(TIMINGS.socketReconnectMs);
    expect(sockets).toHaveLength(3);
  });

  it('ends the session when the refresh token is refused', async () => {
    const { options, sockets, latest } = setup({ refreshToken: vi.fn(async () => null) });
    latest().drop(SOCKET_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(TIMINGS.socketReconnectMs * 2);

    expect(options.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('sends only while open and stays quiet after stop()', () => {
    const { connection, sockets, latest } = setup();
    expect(connection.send({ notificaiton: true, id: 1 })).toBe(false);
    latest().open();
    expect(connection.send({ notificaiton: true, id: 1 })).toBe(true);
    expect(latest().sent).toEqual([JSON.stringify({ notificaiton: true, id: 1 })]);

    connection.stop();
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('socketUrl', () => {
  it('follows the page: wss on https, ws on http', () => {
    const secure = { protocol: 'https:', host: 'partnerly.app' } as Location;
    const plain = { protocol: 'http:', host: '127.0.0.1:3100' } as Location;
    expect(socketUrl('a.b', secure)).toBe('wss://partnerly.app/ws/socket-server/?token=a.b');
    expect(socketUrl('a.b', plain)).toBe('ws://127.0.0.1:3100/ws/socket-server/?token=a.b');
  });
});
