import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ClientFrame, MessageData, ServerFrame } from '@partnerly/shared';

export interface ChatClientOptions {
  /** The public address (nginx), http://host:port. */
  baseUrl: string;
  token: string;
  me: string;
  other: string;
  /** The client's own loopback address, so each test run counts as a client of its own. */
  localAddress?: string;
  reconnectDelayMs?: number;
}

/**
 * A chat member that behaves like the web client (apps/web/src/features/chats): it keeps
 * every message it sent until the server echoes its client_id back, reconnects when the
 * socket closes, and on every (re)connection resends what is unconfirmed and asks for the
 * conversation's history. Only frames of the conversation between `me` and `other` count.
 */
export class ResendingChatClient {
  /** Sent and not yet confirmed, by client_id, in the order sent. */
  readonly pending = new Map<string, string>();
  /** Every message sent, by client_id. */
  private readonly sent = new Map<string, string>();
  /** Every message of the conversation seen, live or in history, by id. */
  readonly seen = new Map<number, MessageData>();
  /** Ids of messages from `other` as they arrived live (a duplicate delivery shows twice). */
  readonly liveFromOther: number[] = [];
  /** Texts of own messages as the server confirmed them live, once a confirmation. */
  readonly confirmations: string[] = [];
  readonly closeCodes: number[] = [];
  opens = 0;
  private histories: MessageData[][] = [];
  private socket: WebSocket | undefined;
  private stopped = false;
  private wake: (() => void)[] = [];

  constructor(private readonly options: ChatClientOptions) {}

  /** Connects and waits for the socket to open. */
  async start(): Promise<void> {
    this.connect();
    await this.until('the socket to open', () => this.opens > 0);
  }

  /** Sends a message now if connected; it is resent on reconnection until confirmed. */
  send(text: string): void {
    const clientId = randomUUID();
    this.sent.set(clientId, text);
    this.pending.set(clientId, text);
    this.write({ message: text, receiver: this.options.other, client_id: clientId });
  }

  /** Sends a message again under its client_id, as a client whose confirmation was lost. */
  resend(text: string): void {
    const clientId = [...this.sent].find(([, sentText]) => sentText === text)?.[0];
    if (!clientId) throw new Error(`${this.options.me} never sent "${text}"`);
    this.write({ message: text, receiver: this.options.other, client_id: clientId });
  }

  /** Asks for the conversation's newest messages and returns them, oldest first. */
  async history(): Promise<MessageData[]> {
    const before = this.histories.length;
    this.write({ more_messages: true, other_user: this.options.other, message_count: 0 });
    await this.until('history', () => this.histories.length > before);
    return this.histories.at(-1) ?? [];
  }

  /** Resolves once `check` holds, re-checking after every frame or socket event. */
  async until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) {
        throw new Error(`${this.options.me}: timed out waiting for ${what}`);
      }
      await new Promise<void>((resolve) => {
        this.wake.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  private write(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    const { baseUrl, token, localAddress } = this.options;
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/ws/socket-server/?token=${encodeURIComponent(token)}`,
      { headers: { Origin: baseUrl }, localAddress },
    );
    this.socket = socket;
    socket.on('open', () => {
      this.opens += 1;
      for (const [clientId, text] of this.pending) {
        this.write({ message: text, receiver: this.options.other, client_id: clientId });
      }
      this.write({ more_messages: true, other_user: this.options.other, message_count: 0 });
      this.notify();
    });
    socket.on('message', (data: Buffer) => {
      this.receive(JSON.parse(data.toString()) as ServerFrame);
      this.notify();
    });
    // A refused connection (the instance is gone and nginx has no other) ends in close too.
    socket.on('error', () => undefined);
    socket.on('close', (code: number) => {
      if (this.socket !== socket) return;
      this.closeCodes.push(code);
      this.notify();
      if (!this.stopped) setTimeout(() => this.connect(), this.options.reconnectDelayMs ?? 300);
    });
  }

  private receive(frame: ServerFrame): void {
    const { me, other } = this.options;
    const ours = (message: MessageData) =>
      (message.sender === me && message.receiver === other) ||
      (message.sender === other && message.receiver === me);
    if ('message' in frame && ours(frame.message)) {
      const message = frame.message;
      this.seen.set(message.id, message);
      if (message.sender === me && message.client_id) {
        this.pending.delete(message.client_id);
        this.confirmations.push(message.text);
      }
      if (message.sender === other) this.liveFromOther.push(message.id);
    } else if ('more_messages' in frame && frame.other_user === other) {
      for (const message of frame.more_messages) {
        this.seen.set(message.id, message);
        if (message.sender === me && message.client_id) this.pending.delete(message.client_id);
      }
      this.histories.push(frame.more_messages);
    }
  }

  private notify(): void {
    this.wake.splice(0).forEach((resolve) => resolve());
  }
}
