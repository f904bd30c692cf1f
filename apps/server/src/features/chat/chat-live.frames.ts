import type { EventHandlers } from '../../modules/feature-module';
import { presentMessage } from './chat.presenter';

/**
 * The live side's events as frames (issue 34): every instance hears each event and sends the
 * frame to the sockets it holds of the members concerned (nobody else's), and of those only
 * the ones who may hear the conversation (decision 116).
 */
export const chatLiveFrames: EventHandlers = {
  'dialogue.seen':
    ({ hub, chatAudience }) =>
    ({ userId, dialogueId, upTo, at }) =>
      chatAudience(hub, userId, dialogueId, { seen: { dialogue: dialogueId, up_to: upTo, at } }),
  'chat.typing':
    ({ hub, chatAudience }) =>
    ({ userId, username, dialogueId }) =>
      chatAudience(hub, userId, dialogueId, { typing: { username, dialogue: dialogueId } }),
  'message.edited':
    ({ hub, chatAudience }) =>
    async ({ message, reactions, members }) => {
      for (const member of members) {
        const other = members.find((someone) => someone.id !== member.id)?.username ?? null;
        await chatAudience(hub, member.id, message.dialogueId, {
          edited: presentMessage(message, member, other, reactions),
        });
      }
    },
  'message.deleted':
    ({ hub, chatAudience }) =>
    async ({ messageId, dialogueId, memberIds }) => {
      for (const id of memberIds) {
        await chatAudience(hub, id, dialogueId, {
          deleted: { id: messageId, dialogue: dialogueId },
        });
      }
    },
  'message.reacted':
    ({ hub, chatAudience }) =>
    async ({ messageId, dialogueId, memberIds, reactions }) => {
      for (const id of memberIds) {
        await chatAudience(hub, id, dialogueId, {
          reaction: { id: messageId, dialogue: dialogueId, reactions },
        });
      }
    },
};
