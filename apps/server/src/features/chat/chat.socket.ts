import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { CHAT_LIVE_LIMITS, clientFrameSchema, type ClientFrame } from '@partnerly/shared';
import { socketError } from '../../lib/errors';
import { frameBudget, frameBudgets, noFrameBudget } from '../../lib/frame-budgets';
import { MINUTE_MS } from '../../lib/route-budgets';
import type { Connection } from '../../realtime/socket-server';
import type { User } from '../users/user';
import type { ChatLiveService } from './chat-live.service';
import type { ChatService } from './chat.service';
import type { DealChatGate } from './deal-chat-gate';

/**
 * What is wrong with a frame: for one that fits no kind of frame, the problem of the kind it
 * came closest to (fewest issues), so an 11th file reads as such rather than "Invalid input".
 */
function frameProblem(issues: z.core.$ZodIssue[]): string {
  const [issue] = issues;
  if (issue?.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
    return frameProblem(closest);
  }
  return issue?.message ?? 'Invalid frame.';
}

/** Messages a member may send a minute over all their sockets: twice the chat benchmark's pace. */
export const MESSAGES_PER_MINUTE = 120;
/** Reactions a member may toggle a minute over all their sockets (issue 46, case 9). */
export const REACTIONS_PER_MINUTE = 60;

/**
 * Each kind of frame's budget per member, over all their sockets and instances (issue 46);
 * the module check refuses a kind of frame missing here.
 */
export const CHAT_FRAME_BUDGETS = {
  message: frameBudget<ClientFrame>('chat-messages', MESSAGES_PER_MINUTE, MINUTE_MS),
  more_messages: noFrameBudget(
    'reads the member’s own history: nobody else hears it, and the per-socket throttle bounds it',
  ),
  notificaiton: frameBudget<ClientFrame>('chat-read-marks', 300, MINUTE_MS),
  // One typing signal per sender and receiver per 3 s is pushed, as the client sends them;
  // more are dropped without an answer: a hint nobody waits on, and two tabs of one honest
  // member may each send one (an error frame would read as a refused message).
  typing: frameBudget<ClientFrame>('chat-typing', 1, CHAT_LIVE_LIMITS.typingSignalMs, {
    whenSpent: 'drop',
    per: (frame) => ('typing' in frame ? frame.typing.trim().toLowerCase() : ''),
  }),
  edit: frameBudget<ClientFrame>('chat-edits', 60, MINUTE_MS),
  delete: frameBudget<ClientFrame>('chat-deletes', 60, MINUTE_MS),
  react: frameBudget<ClientFrame>('chat-reactions', REACTIONS_PER_MINUTE, MINUTE_MS),
} as const;

type FrameKind = keyof typeof CHAT_FRAME_BUDGETS;

/** The kind of a parsed frame: its first field, as the module check names it. */
function kindOf(frame: ClientFrame): FrameKind {
  if ('message' in frame) return 'message';
  if ('more_messages' in frame) return 'more_messages';
  if ('notificaiton' in frame) return 'notificaiton';
  if ('typing' in frame) return 'typing';
  if ('edit' in frame) return 'edit';
  if ('delete' in frame) return 'delete';
  return 'react';
}

/**
 * The chat's frames on the live socket: each becomes a chat action. Chat events become frames
 * through the chat module's subscribers (every instance hears every event).
 */
export function chatFrames({
  chat,
  live,
  redis,
  gate,
}: {
  chat: ChatService;
  live: ChatLiveService;
  redis: Redis | undefined;
  /** Lets a member without Full Access into their deals' conversations only (decision 107). */
  gate: DealChatGate;
}) {
  const spend = frameBudgets(redis, CHAT_FRAME_BUDGETS);
  /** One frame from a socket, sent by the user it was opened for. */
  return async function handleFrame(connection: Connection<User>, text: string): Promise<void> {
    const sender = connection.user;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw socketError('invalid_frame', 'Frames must be JSON.');
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) {
      throw socketError('invalid_frame', frameProblem(parsed.error.issues));
    }
    const frame = parsed.data;
    await gate(connection, frame);
    if (!(await spend(kindOf(frame), sender.id, frame))) return;
    if ('message' in frame) {
      return chat.send(sender, frame.message, frame.receiver, frame.client_id, frame.attachments);
    }
    if ('more_messages' in frame) {
      return connection.send(await chat.older(sender, frame.other_user, frame.message_count));
    }
    if ('notificaiton' in frame) {
      return live.markedRead(frame.id, await chat.markRead(sender, frame.id));
    }
    // Issue 34's frames (packages/shared/src/chat-live.ts).
    if ('typing' in frame) return live.typing(sender, frame.typing);
    if ('edit' in frame) return live.edit(sender, frame.edit.id, frame.edit.message);
    if ('delete' in frame) return live.remove(sender, frame.delete.id);
    return live.react(sender, frame.react.id, frame.react.emoji);
  };
}
