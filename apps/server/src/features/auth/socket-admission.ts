import { SOCKET_CLOSE } from '@partnerly/shared';
import type { TokenSigner } from '../../lib/jwt';
import type { Admission, Connection } from '../../realtime/socket-server';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { SessionVersions } from './session-versions';

const INVALID = { code: SOCKET_CLOSE.unauthorized, reason: 'Invalid or expired token' };

/**
 * Who may open the live socket: a valid access token of a user whose sessions it still
 * speaks for, on any plan: a buyer without Full Access talks in their deals' conversations,
 * which the chat's frames check (chat/deal-chat-gate.ts, decision 107). The token is verified
 * once; its claims give the user, the expiry and the session.
 */
export function socketAdmission({
  signer,
  users,
  sessionVersions: versions,
}: {
  signer: TokenSigner;
  users: Pick<UsersService, 'findById'>;
  sessionVersions: SessionVersions;
}) {
  return {
    async admit(token: string): Promise<Admission<User>> {
      const claims = await signer.verify(token, 'access');
      if (!claims) return { refuse: INVALID };
      const user = await users.findById(claims.user_id);
      // A password change or reset ends the sessions that existed before it.
      if (!user || (claims.ver ?? 0) !== user.tokenVersion) return { refuse: INVALID };
      if (user.suspendedAt) {
        return { refuse: { code: SOCKET_CLOSE.suspended, reason: 'Account suspended' } };
      }
      return { user, expiresAt: claims.exp, session: claims.sid };
    },

    /**
     * A session that ended between the token check and the socket's registration was
     * announced before the socket could hear it: ask once more now that it would.
     */
    opened(connection: Connection<User>): void {
      const { user } = connection;
      void versions.isCurrent(user.id, user.tokenVersion).then(
        (current) => {
          if (!current) connection.close(SOCKET_CLOSE.unauthorized, 'Session ended');
        },
        () => undefined,
      );
    },
  };
}
