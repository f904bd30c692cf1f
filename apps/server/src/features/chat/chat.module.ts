import { countStoredMessages, observeChatWrites } from '../../lib/metrics';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import {
  ATTACHMENTS_CLEANUP_EVERY_SECONDS,
  attachmentsCleanupJob,
} from './attachments-cleanup.job';
import { attachmentsRepository } from './attachments.repository';
import { attachmentsRoutes } from './attachments.routes';
import { attachmentsService, type AttachmentsService } from './attachments.service';
import { pushedMessages } from './chat.deliveries';
import { messageFrame } from './chat.presenter';
import { chatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { chatSearchRoutes } from './chat-search.routes';
import { chatSearchService, type ChatSearchService } from './chat-search.service';
import { chatService, type ChatService } from './chat.service';
import { CHAT_FRAME_BUDGETS, chatFrames } from './chat.socket';
import { conversationsCache, type ConversationsCache } from './conversations-cache';
import { chatLiveFrames } from './chat-live.frames';
import { chatLiveService, type ChatLiveService } from './chat-live.service';
import { ERASE_DELETED_EVERY_SECONDS, eraseDeletedJob } from './erase-deleted.job';
import { messageEditsRepository } from './message-edits.repository';
import { messageReactionsRepository } from './message-reactions.repository';
import { readReceiptsRepository } from './read-receipts.repository';
import { replyTimesRepository } from './reply-times.repository';
import { REPLY_TIMES_EVERY_SECONDS, replyTimesJob } from './reply-times.job';
import type { ChatJobs } from './chat-job-payloads';
import { dealChatGate } from './deal-chat-gate';
import { dealChatAccess, type DealChatAccess } from './deal-chat-access';
import { databaseFileStore } from './file-store';
import { liveAudience, type LiveAudience } from './live-audience';
import type { UnreadMessages } from './unread-messages';
import { unreadMessagesRepository } from './unread-messages.repository';

declare module '../../modules/registry' {
  interface Services {
    chat: ChatService;
    /** What is unread for whom (decision 044): the port notifications reads it through. */
    unreadMessages: UnreadMessages;
    /** Files sent in conversations (issue 34). */
    chatAttachments: AttachmentsService;
    chatSearch: ChatSearchService;
    /** Seen, typing, edits, deletions and reactions (issue 34). */
    chatLive: ChatLiveService;
    /** Who talks with whom, and blocks, from memory (issue 36). */
    chatConversations: ConversationsCache;
    /** A member without Full Access in chat: their deals' conversations only (decision 113). */
    dealChat: DealChatAccess;
    /** Sends a conversation's frames only to members who may have them (decision 116). */
    chatAudience: LiveAudience;
  }
  interface AppJobs extends ChatJobs {}
}

export const chatModule: FeatureModule = {
  name: 'chat',
  services: {
    chatConversations: ({ db, events }) => conversationsCache({ chat: chatRepository(db), events }),
    chat: ({
      config,
      db,
      database,
      metrics,
      users,
      events,
      redis,
      chatAttachments,
      chatConversations,
    }) =>
      chatService({
        db,
        databaseKind: database.kind,
        writeLanes: config.chatWriteLanes,
        chat: countStoredMessages(chatRepository(db), metrics),
        users,
        events,
        pushed: pushedMessages(redis),
        files: chatAttachments,
        reactions: messageReactionsRepository(db),
        receipts: readReceiptsRepository(db),
        replies: replyTimesRepository(db),
        conversations: chatConversations,
        onWritten: observeChatWrites(metrics),
      }),
    chatLive: ({ db, users, events, chatConversations, chatAttachments }) =>
      chatLiveService({
        edits: messageEditsRepository(db),
        reactions: messageReactionsRepository(db),
        receipts: readReceiptsRepository(db),
        users,
        events,
        conversations: chatConversations,
        files: chatAttachments,
      }),
    chatAttachments: ({ db, users }) =>
      attachmentsService({
        attachments: attachmentsRepository(db),
        store: databaseFileStore(db),
        dialogues: chatRepository(db),
        users,
      }),
    chatSearch: ({ db, chatAttachments }) => chatSearchService(db, chatAttachments),
    unreadMessages: ({ db }) => unreadMessagesRepository(db),
    dealChat: ({ fullAccess, buyerConversations, chatConversations, users }) =>
      dealChatAccess({
        findByUsername: users.findByUsername,
        fullAccess: fullAccess.has,
        deals: buyerConversations,
        conversations: chatConversations,
      }),
    chatAudience: ({ dealChat }) => liveAudience(dealChat),
  },
  publishes: [
    'dialogue.blocked',
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
  routes: (services) => [
    withServices(chatRoutes, services),
    withServices(attachmentsRoutes, services),
    withServices(chatSearchRoutes, services),
  ],
  jobs: {
    'chat.reply-times': {
      run: ({ chat, users }) => replyTimesJob(chat, users),
      every: () => REPLY_TIMES_EVERY_SECONDS,
    },
    'chat.attachments-cleanup': {
      run: ({ chatAttachments }) => attachmentsCleanupJob(chatAttachments),
      every: () => ATTACHMENTS_CLEANUP_EVERY_SECONDS,
    },
    'chat.erase-deleted': {
      run: ({ chatLive }) => eraseDeletedJob(chatLive),
      every: () => ERASE_DELETED_EVERY_SECONDS,
    },
  },
  // Chat events become frames for this instance's sockets of the members concerned.
  subscribers: {
    'message.stored':
      ({ hub, chatAudience }) =>
      (event) =>
        chatAudience(
          hub,
          event.receiver.id,
          event.message.dialogueId,
          messageFrame(event, event.receiver, event.sender),
        ),
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
    // Every instance forgets the conversations it remembered (conversations-cache.ts).
    'dialogue.blocked':
      ({ chatConversations }) =>
      ({ memberIds }) =>
        chatConversations.forgetPair(memberIds),
    'user.changed':
      ({ chatConversations }) =>
      ({ userId }) =>
        chatConversations.forgetMember(userId),
    'dialogue.read':
      ({ hub }) =>
      ({ userId, dialogueId }) =>
        hub.send(userId, { notificaiton: { id: dialogueId } }),
    ...chatLiveFrames,
  },
  socket: ({
    chat,
    chatLive,
    redis,
    fullAccess,
    buyerConversations,
    chatConversations,
    users,
    db,
  }) => ({
    frame: chatFrames({
      chat,
      live: chatLive,
      redis,
      gate: dealChatGate({
        fullAccess: fullAccess.has,
        deals: buyerConversations,
        conversations: chatConversations,
        findByUsername: users.findByUsername,
        messageTarget: messageEditsRepository(db).target,
      }),
    }),
    frameBudgets: CHAT_FRAME_BUDGETS,
  }),
};
