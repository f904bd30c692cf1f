/**
 * The chat jobs by name, with their payloads: a leaf that the services queueing them and
 * the handlers running them both import (decision 114).
 */
export type ChatJobs = {
  'chat.reply-times': Record<string, never>;
  'chat.attachments-cleanup': Record<string, never>;
  'chat.erase-deleted': Record<string, never>;
};
