import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ACCESS_LIFETIME, type StandInKit, type StandInRoutes } from './platform-stand-in';
import type { StandInAccount } from './stand-in-account';

// The HTTP side of a stand-in platform, apart from the kit's accounts, grants and tokens
// (platform-stand-in.ts) which the platforms' routes share.

/** Listens on `port` (0: any free one) with the kit's controls and the platform's routes. */
export async function serveStandIn(kit: StandInKit, routes: StandInRoutes, port: number) {
  const { platform, client, accounts, tokens, state, reads, revoked, revokeAccount } = kit;
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method} ${url.pathname}`;
    if (url.pathname.startsWith('/stand-in/')) return kit.control(route, request, response);
    return routes(route, url, request, response);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };

  return {
    platform,
    base: `http://127.0.0.1:${address.port}`,
    client,
    state,
    reads,
    revoked,
    /** An access token for the account, as if the member had just connected it. */
    tokenFor: (accountId: string) => kit.issue(accountId, 'access', ACCESS_LIFETIME[platform]),
    /** Adds (or replaces) an account and signs it in at the authorize page. */
    signIn(account: StandInAccount) {
      accounts.set(account.id, account);
      state.signedIn = account.id;
      return account;
    },
    account: (id: string) => accounts.get(id),
    /** The member removed the app at the platform (or changed their password). */
    revokeAccount,
    /** Every token the platform handed out, to look for in logs and answers. */
    issuedTokens: () => [...tokens.keys()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
