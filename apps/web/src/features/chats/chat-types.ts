import type { AttachmentData, ChatUserData, DialogueData, MessageData } from '@partnerly/shared';
import type { LiveAction, LiveFields } from './chat-live-state';

// The chat's state and actions, apart from the reducer (chat-state.ts) and the sync rules
// (chat-sync.ts) that both use them, so neither file imports the other for its types.

/** A message this device sent that the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  dialogue: number;
  receiver: string;
  text: string;
  date: string;
  /** Its files, uploaded before it was sent (issue 34). */
  attachments?: AttachmentData[];
}

export interface ChatState extends LiveFields {
  /** The signed-in user's name: messages from anyone else can be unread. */
  me: string;
  /** Newest activity first. */
  dialogues: DialogueData[];
  /** Every loaded message of every dialogue, oldest first. */
  messages: MessageData[];
  /** One dialogue id per unread message. */
  notifications: number[];
  pending: PendingMessage[];
  /** Dialogues whose older history is all loaded (a page came back short). */
  exhausted: number[];
  /**
   * Dialogues of which only the newest message is loaded (decision 066): opening one fetches
   * the rest of its first page.
   */
  previewOnly: number[];
  /** Dialogues with a request for older messages in flight. */
  loadingOlder: number[];
  /** The conversation on screen: its messages are read as they arrive. */
  openId: number | null;
  /** What is typed in each conversation's send box and not sent yet. */
  drafts: Record<number, string>;
  /** Fetches of GET api/UserData/ on their way (chat-sync.ts). */
  syncing: number;
  /** Messages changed by a live frame while a fetch was on its way: its copies are older. */
  changedWhileSyncing: number[];
}

export type ChatAction =
  | { type: 'messageReceived'; message: MessageData; newUser?: DialogueData }
  | { type: 'opened'; id: number | null }
  | { type: 'olderRequested'; id: number }
  | { type: 'olderReceived'; messages: MessageData[]; otherUser: string }
  | { type: 'olderFailed' }
  | { type: 'read'; id: number }
  | { type: 'removed'; id: number }
  /** Its sender deleted it (issue 34). */
  | { type: 'deleted'; id: number }
  | LiveAction
  | { type: 'queued'; message: PendingMessage }
  | { type: 'refused' }
  | { type: 'drafted'; id: number; text: string }
  | { type: 'spamSet'; id: number; spam: boolean }
  | { type: 'dialogueAdded'; dialogue: DialogueData }
  | { type: 'syncStarted' }
  | { type: 'synced'; data: ChatUserData }
  | { type: 'syncFailed' }
  | { type: 'renamed'; me: string };
