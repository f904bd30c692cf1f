import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { chatRepository, type ChatRepository } from './chat.repository';
import { chatService } from './chat.service';
import { messageReactionsRepository } from './message-reactions.repository';
import { readReceiptsRepository } from './read-receipts.repository';
import { replyTimesRepository } from './reply-times.repository';

/**
 * The test app's chat service built again with a database or a repository a test watches;
 * everything else is the app's own.
 */
export function chatServiceOf(
  app: FastifyInstance,
  {
    db = app.database.db,
    chat,
    writeLanes,
  }: { db?: Database; chat?: ChatRepository; writeLanes?: number } = {},
) {
  const real = app.database.db;
  const { users, events, chatAttachments, chatConversations } = app.services;
  return chatService({
    db,
    databaseKind: app.database.kind,
    writeLanes,
    chat: chat ?? chatRepository(real),
    users,
    events,
    files: chatAttachments,
    reactions: messageReactionsRepository(real),
    receipts: readReceiptsRepository(real),
    replies: replyTimesRepository(real),
    conversations: chatConversations,
  });
}
