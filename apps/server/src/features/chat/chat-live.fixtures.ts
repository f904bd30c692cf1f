import type { FastifyInstance } from 'fastify';
import type { MessageData, ServerFrame } from '@partnerly/shared';
import { bearer } from '../../test/factories';
import type { connectedMember } from '../../test/socket-client';
import { isMessage } from '../../test/socket-client';

export type Member = Awaited<ReturnType<typeof connectedMember>>;

/** Sends a message and waits until both sides have it; returns the receiver's copy. */
export async function say(from: Member, to: Member, text: string): Promise<MessageData> {
  const counts = { from: from.socket.frames.length, to: to.socket.frames.length };
  from.socket.send({ message: text, receiver: to.user.username });
  const isIt = (frame: ServerFrame): frame is { message: MessageData } =>
    isMessage(frame) && frame.message.text === text;
  await from.socket.next(isIt, counts.from);
  return (await to.socket.next(isIt, counts.to)).message;
}

type Frame<K extends string> = Extract<ServerFrame, Record<K, unknown>>;

/** A matcher for frames with `key` whose value `check` accepts. */
export function frameWith<
  K extends 'seen' | 'typing' | 'edited' | 'deleted' | 'reaction' | 'error',
>(key: K, check: (value: Frame<K>[K]) => boolean = () => true) {
  return (frame: ServerFrame): frame is Frame<K> => key in frame && check((frame as Frame<K>)[key]);
}

/** The member's chat as GET api/UserData/ gives it. */
export async function chatOf(app: FastifyInstance, member: Member) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/UserData/',
    headers: bearer(member.tokens.access),
  });
  return response.json<{
    messages: MessageData[];
    seen: { dialogue: number; up_to: number; at: string }[];
  }>();
}

/** Turns the member's read receipts on or off. */
export async function setReadReceipts(app: FastifyInstance, member: Member, on: boolean) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/notification-settings/',
    headers: bearer(member.tokens.access),
    payload: { read_receipts: on },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** Waits a moment for frames that must not come. */
export const quietFor = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));
