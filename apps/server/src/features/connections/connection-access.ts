import type { ConnectPlatform } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { clockNow } from '../../lib/jobs/job-worker';
import type { SecretBox } from '../../lib/secret-box';
import { connectionsRepository, type ConnectionRow } from './connections.repository';
import { tokenSeal } from './connection-tokens';
import { PlatformError } from './platform-client';
import type { PlatformClients } from './platform-clients';

/** What another feature reads a member's platform with: a token valid now and whose it is. */
export interface ConnectionAccess {
  accessToken: string;
  /** The platform's id of the account and its handle, as last read. */
  accountId: string;
  username: string;
}

export type AccessResult<T> = { connected: true; value: T } | { connected: false };

/** One member's account on one platform, as a batched lookup names it. */
export interface ConnectionKey {
  userId: number;
  platform: ConnectPlatform;
}

/** Lends a member's account for one read (below); `readAsMany` answers one of these. */
export type ReadAs = <T>(
  userId: number,
  platform: ConnectPlatform,
  read: (access: ConnectionAccess) => Promise<T>,
) => Promise<AccessResult<T>>;

/**
 * A member's connected account lent to another feature for one read (issue 47): the token
 * opened here, renewed first when due (the renewal stored sealed, as the sweep does), and a
 * refusal from the platform turned into the Reconnect banner through `refused`, exactly as the
 * sweep's own reads are (`connectionRefresh`). Not connected, refused before or unconfigured:
 * `{ connected: false }`. Rate limits and outages are thrown to the caller, who decides when to
 * try again.
 */
export function connectionAccess({
  db,
  clients,
  box,
  refused,
}: {
  db: Database;
  clients: PlatformClients;
  box: SecretBox;
  refused: (row: ConnectionRow, now: Date) => Promise<void>;
}) {
  const { sealed, opened } = tokenSeal(box);
  const connections = connectionsRepository(db);

  async function lend<T>(
    row: ConnectionRow | undefined,
    platform: ConnectPlatform,
    read: (access: ConnectionAccess) => Promise<T>,
  ): Promise<AccessResult<T>> {
    const client = clients[platform];
    if (!client || !row || row.refusedAt) return { connected: false };
    const now = clockNow();
    try {
      let tokens = opened(row);
      if (!tokens) throw new PlatformError('refused', 'tokens sealed with another key');
      if (client.needsRefresh(tokens, now)) {
        tokens = await client.refresh(tokens);
        await connections.update(row.id, sealed(tokens));
      }
      const value = await read({
        accessToken: tokens.accessToken,
        accountId: row.accountId,
        username: row.username,
      });
      return { connected: true, value };
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'refused') throw error;
      await refused(row, now);
      return { connected: false };
    }
  }

  const readAs: ReadAs = async (userId, platform, read) =>
    lend(await connections.find(userId, platform), platform, read);

  return {
    readAs,

    /**
     * Many members' accounts looked up in one statement, then each lent as `readAs` lends one:
     * a repeating job reading a hundred sellers' posts makes one round trip for their
     * connections instead of one each (issue 47, decision 118). A key not asked for here reads
     * as not connected.
     */
    async readAsMany(keys: ConnectionKey[]): Promise<ReadAs> {
      const rows = await connections.findMany(keys);
      const asked = new Set(keys.map((key) => `${key.userId}:${key.platform}`));
      const found = new Map(
        rows
          .map((row) => [`${row.userId}:${row.platform}`, row] as const)
          .filter(([key]) => asked.has(key)),
      );
      return async (userId, platform, read) =>
        lend(found.get(`${userId}:${platform}`), platform, read);
    },
  };
}

export type ConnectionAccessService = ReturnType<typeof connectionAccess>;
