import { SOCKET_CLOSE, TIMINGS } from '@partnerly/shared';
import type { ClientFrame, ServerFrame } from '@partnerly/shared';

/** connecting: first attempt; open; retrying: waiting to try again; lost: gave up (the banner). */
export type ConnectionStatus = 'connecting' | 'open' | 'retrying' | 'lost';

export interface ChatConnectionOptions {
  url: (token: string) => string;
  getToken: () => string | null;
  /** A new access token, null when the session is over; rejects when the server is unreachable. */
  refreshToken: () => Promise<string | null>;
  onFrame: (frame: ServerFrame) => void;
  /** Called on every (re)connection: resend what is pending, fetch what was missed. */
  onOpen: () => void;
  onStatus: (status: ConnectionStatus) => void;
  onSessionEnded: () => void;
  /** Tests pass a fake socket. */
  createSocket?: (url: string) => WebSocket;
  retryDelayMs?: number;
  maxRetries?: number;
}

/** The live socket's address on this host, `ws` or `wss` like the page. */
export function socketUrl(token: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/socket-server/?token=${encodeURIComponent(token)}`;
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return typeof frame === 'object' && frame !== null ? (frame as ServerFrame) : null;
  } catch {
    return null;
  }
}

/**
 * The live socket with the spec's reconnect policy: an expired token is refreshed and the
 * socket reopened at once; any other drop is retried every 3 s, 10 times, then given up.
 */
export class ChatConnection {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private renewedToken = false;
  private stopped = true;

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /** Sends a frame when the socket is open; false when it is not (nothing is queued here). */
  send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(token = this.options.getToken()): void {
    if (!token) return void this.renewToken();
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url(token));
    this.socket = socket;
    this.options.onStatus(this.retries === 0 ? 'connecting' : 'retrying');
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.retries = 0;
      this.renewedToken = false;
      this.options.onStatus('open');
      this.options.onOpen();
    };
    socket.onmessage = (event) => {
      const frame = this.socket === socket ? parseFrame(event.data) : null;
      if (frame) this.options.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code);
    };
  }

  private closed(code: number): void {
    if (this.stopped) return;
    if (code === SOCKET_CLOSE.originRefused) return this.options.onStatus('lost');
    // Suspended: no token will be honoured again. The refused refresh carries the admin's
    // reason, which the tab then shows (SuspendedNotice); the session is over either way.
    if (code === SOCKET_CLOSE.suspended) {
      this.options.onStatus('lost');
      void this.options
        .refreshToken()
        .catch(() => null)
        .finally(() => this.options.onSessionEnded());
      return;
    }
    // Once per connection: a token refused right after a refresh is a plain failure.
    if (code === SOCKET_CLOSE.unauthorized && !this.renewedToken) {
      this.renewedToken = true;
      return void this.renewToken();
    }
    this.retryLater();
  }

  private retryLater(): void {
    if (this.retries >= (this.options.maxRetries ?? TIMINGS.socketReconnectTries)) {
      return this.options.onStatus('lost');
    }
    this.retries += 1;
    this.options.onStatus('retrying');
    this.timer = setTimeout(
      () => this.connect(),
      this.options.retryDelayMs ?? TIMINGS.socketReconnectMs,
    );
  }

  private async renewToken(): Promise<void> {
    let token: string | null;
    try {
      token = await this.options.refreshToken();
    } catch {
      if (!this.stopped) this.retryLater();
      return;
    }
    if (this.stopped) return;
    if (token) this.connect(token);
    else this.options.onSessionEnded();
  }
}
