import { clientFrameSchema } from '@partnerly/shared';
import type { EventBus } from '../../events/event-bus';
import { socketError } from '../../lib/errors';
import type { Connection, SocketHub } from '../../realtime/socket-server';
import type { User } from '../users/user';
import { messageFrame } from './chat.presenter';
import type { ChatService } from './chat.service';

/**
 * The chat on the live socket: frames from the client become chat actions, and chat events
 * become frames for this instance's sockets (every instance hears every event).
 */
export function chatSocket(chat: ChatService, events: EventBus, hub: SocketHub) {
  events.subscribe('message.stored', (event) =>
    hub.send(event.receiver.id, messageFrame(event, event.receiver, event.sender)),
  );
  events.subscribe('message.confirmed', (event) =>
    hub.send(event.sender.id, messageFrame(event, event.sender, event.receiver)),
  );
  events.subscribe('message.removed', ({ messageId, dialogueId, memberIds }) => {
    for (const memberId of memberIds) {
      hub.send(memberId, { removed: { id: messageId, dialogue: dialogueId } });
    }
  });
  events.subscribe('dialogue.read', ({ userId, dialogueId }) =>
    hub.send(userId, { notificaiton: { id: dialogueId } }),
  );

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
      throw socketError('invalid_frame', parsed.error.issues[0]?.message ?? 'Invalid frame.');
    }
    const frame = parsed.data;
    if ('message' in frame) {
      return chat.send(sender, frame.message, frame.receiver, frame.client_id);
    }
    if ('more_messages' in frame) {
      return connection.send(await chat.older(sender, frame.other_user, frame.message_count));
    }
    return chat.markRead(sender, frame.id);
  };
}

export type ChatFrameHandler = ReturnType<typeof chatSocket>;
