import type { EventHandlers } from '../../modules/feature-module';
import { presentMessage } from './chat.presenter';

/**
 * The live side's events as frames (issue 34): every instance hears each event and sends the
 * frame to the sockets it holds of the members concerned (nobody else's).
 */
export const chatLiveFrames: EventHandlers = {
  'dialogue.seen':
    ({ hub }) =>
    ({ userId, dialogueId, upTo, at }) =>
      hub.send(userId, { seen: { dialogue: dialogueId, up_to: upTo, at } }),
  'chat.typing':
    ({ hub }) =>
    ({ userId, username, dialogueId }) =>
      hub.send(userId, { typing: { username, dialogue: dialogueId } }),
  'message.edited':
    ({ hub }) =>
    ({ message, reactions, members }) => {
      for (const member of members) {
        const other = members.find((someone) => someone.id !== member.id)?.username ?? null;
        hub.send(member.id, { edited: presentMessage(message, member, other, reactions) });
      }
    },
  'message.deleted':
    ({ hub }) =>
    ({ messageId, dialogueId, memberIds }) => {
      for (const id of memberIds)
        hub.send(id, { deleted: { id: messageId, dialogue: dialogueId } });
    },
  'message.reacted':
    ({ hub }) =>
    ({ messageId, dialogueId, memberIds, reactions }) => {
      for (const id of memberIds) {
        hub.send(id, { reaction: { id: messageId, dialogue: dialogueId, reactions } });
      }
    },
};
