import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInKit, StandInRoutes } from './platform-stand-in';
import { tiktokVideoQuery } from './media.stand-in';

async function text(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

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
    state,
  } = kit;

  async function tiktok(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (route === 'GET /v2/auth/authorize/') return authorize(url, request, response);
    if (route === 'POST /v2/oauth/token/') return tokenEndpoint(request, response);
    if (route === 'POST /v2/oauth/revoke/') {
      const body = await form(request);
      if (body.get('client_key') !== client.id || body.get('client_secret') !== client.secret) {
        return json(response, 401, { error: 'invalid_client' });
      }
      return revokeEndpoint(body, response);
    }
    if (route === 'POST /v2/video/query/') {
      if (state.mediaLimited > 0) {
        state.mediaLimited -= 1;
        response.setHeader('retry-after', '90');
        return json(response, 429, {
          error: { code: 'rate_limit_exceeded', message: 'Too many requests', log_id: 'stand-in' },
        });
      }
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      let body: unknown = null;
      try {
        body = JSON.parse(await text(request));
      } catch {
        body = null;
      }
      reads.push(`${account.id}:videos`);
      return json(response, ...tiktokVideoQuery(account, url.searchParams, body));
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
