import type { z } from 'zod';
import { clientFrameSchema } from '@partnerly/shared';
import { socketError } from '../../lib/errors';
import type { Connection } from '../../realtime/socket-server';
import type { User } from '../users/user';
import type { ChatLiveService } from './chat-live.service';
import type { ChatService } from './chat.service';

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

/**
 * The chat's frames on the live socket: each becomes a chat action. Chat events become frames
 * through the chat module's subscribers (every instance hears every event).
 */
export function chatFrames({ chat, live }: { chat: ChatService; live: ChatLiveService }) {
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
