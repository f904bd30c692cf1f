import { countStoredMessages } from '../../lib/metrics';
import type { FeatureModule } from '../../modules/feature-module';
import { pushedMessages } from './chat.deliveries';
import { messageFrame } from './chat.presenter';
import { chatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { chatService, type ChatService } from './chat.service';
import { chatFrames } from './chat.socket';
import { chatLiveFrames } from './chat-live.frames';
import { chatLiveService, type ChatLiveService } from './chat-live.service';
import {
  ERASE_DELETED_EVERY_SECONDS,
  eraseDeletedJob,
  type EraseDeletedJobs,
} from './erase-deleted.job';
import { messageEditsRepository } from './message-edits.repository';
import { messageReactionsRepository } from './message-reactions.repository';
import { readReceiptsRepository } from './read-receipts.repository';
import { replyTimesRepository } from './reply-times.repository';
import { REPLY_TIMES_EVERY_SECONDS, replyTimesJob, type ReplyTimeJobs } from './reply-times.job';
import type { UnreadMessages } from './unread-messages';
import { unreadMessagesRepository } from './unread-messages.repository';

declare module '../../modules/registry' {
  interface Services {
    chat: ChatService;
    /** What is unread for whom (decision 044): the port notifications reads it through. */
    unreadMessages: UnreadMessages;
    /** Seen, typing, edits, deletions and reactions (issue 34). */
    chatLive: ChatLiveService;
  }
  interface AppJobs extends ReplyTimeJobs, EraseDeletedJobs {}
}

export const chatModule: FeatureModule = {
  name: 'chat',
  services: {
    chat: ({ db, metrics, users, events, redis }) =>
      chatService({
        db,
        chat: countStoredMessages(chatRepository(db), metrics),
        users,
        events,
        pushed: pushedMessages(redis),
        reactions: messageReactionsRepository(db),
        receipts: readReceiptsRepository(db),
        replies: replyTimesRepository(db),
      }),
    chatLive: ({ db, users, events }) =>
      chatLiveService({
        edits: messageEditsRepository(db),
        reactions: messageReactionsRepository(db),
        receipts: readReceiptsRepository(db),
        users,
        events,
      }),
    unreadMessages: ({ db }) => unreadMessagesRepository(db),
  },
  publishes: [
    'message.stored',
    'message.confirmed',
    'message.removed',
    'dialogue.read',
    'dialogue.seen',
    'chat.typing',
    'message.edited',
    'message.deleted',
    'message.reacted',
  ],
  routes: () => [chatRoutes],
  jobs: {
    'chat.reply-times': {
      run: ({ chat, users }) => replyTimesJob(chat, users),
      every: () => REPLY_TIMES_EVERY_SECONDS,
    },
    'chat.erase-deleted': {
      run: ({ chatLive }) => eraseDeletedJob(chatLive),
      every: () => ERASE_DELETED_EVERY_SECONDS,
    },
  },
  // Chat events become frames for this instance's sockets of the members concerned.
  subscribers: {
    'message.stored':
      ({ hub }) =>
      (event) =>
        hub.send(event.receiver.id, messageFrame(event, event.receiver, event.sender)),
    'message.confirmed':
      ({ hub }) =>
      (event) =>
        hub.send(event.sender.id, messageFrame(event, event.sender, event.receiver)),
    'message.removed':
      ({ hub }) =>
      ({ messageId, dialogueId, memberIds }) => {
        for (const memberId of memberIds) {
          hub.send(memberId, { removed: { id: messageId, dialogue: dialogueId } });
        }
      },
    'dialogue.read':
      ({ hub }) =>
      ({ userId, dialogueId }) =>
        hub.send(userId, { notificaiton: { id: dialogueId } }),
    ...chatLiveFrames,
  },
  socket: ({ chat, chatLive }) => ({ frame: chatFrames({ chat, live: chatLive }) }),
};
