import type { DialogueData } from '@partnerly/shared';
import type { OffersService } from '../deals/offers.service';
import type { User } from '../users/user';

/** What campaigns need of other features, plugged in by campaigns.module.ts. */

/** The chat's conversations (the chat service fits). */
export interface Conversations {
  /** POST api/add_dialogue/'s work: the conversation with `username`, started if need be. */
  addDialogue(me: User, username: string): Promise<DialogueData>;
  conversation(userId: number, otherId: number): Promise<{ id: number; blocked: boolean }>;
}

/**
 * The deals' offers: an accepted application's terms become the creator's offer in the
 * conversation, which the owner's choice accepts in the same step.
 */
export type Offers = Pick<OffersService, 'create' | 'accept'>;
