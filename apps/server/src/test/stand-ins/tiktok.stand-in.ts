import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInKit, StandInRoutes } from './platform-stand-in';

/** TikTok's hosts: Login Kit's authorize, token and revocation endpoints, the user info. */
export function tiktokStandIn(kit: StandInKit): StandInRoutes {
  const {
    authorize,
    json,
    form,
    tokenEndpoint,
    revokeEndpoint,
    apiAccount,
    bearerOf,
    reads,
    client,
  } = kit;

  async function tiktok(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (route === 'GET /v2/auth/authorize/') return authorize(url, response);
    if (route === 'POST /v2/oauth/token/') return tokenEndpoint(request, response);
    if (route === 'POST /v2/oauth/revoke/') {
      const body = await form(request);
      if (body.get('client_key') !== client.id || body.get('client_secret') !== client.secret) {
        return json(response, 401, { error: 'invalid_client' });
      }
      return revokeEndpoint(body, response);
    }
    if (route === 'GET /v2/user/info/') {
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      reads.push(account.id);
      return json(response, 200, {
        data: {
          user: {
            open_id: account.id,
            username: account.username,
            display_name: account.username,
            follower_count: account.followers,
            likes_count: 10,
            video_count: 3,
          },
        },
        error: { code: 'ok', message: '', log_id: 'stand-in' },
      });
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  return tiktok;
}
