import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInKit, StandInRoutes } from './platform-stand-in';

/** Google's hosts for YouTube: offline access, the token and revocation endpoints, the channel. */
export function youtubeStandIn(kit: StandInKit): StandInRoutes {
  const { authorize, json, form, tokenEndpoint, revokeEndpoint, apiAccount, bearerOf, reads } = kit;

  async function youtube(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (route === 'GET /o/oauth2/v2/auth') {
      if (url.searchParams.get('access_type') !== 'offline') {
        return json(response, 400, { error: 'invalid_request' });
      }
      return authorize(url, response);
    }
    if (route === 'POST /token') return tokenEndpoint(request, response);
    if (route === 'POST /revoke') return revokeEndpoint(await form(request), response);
    if (route === 'GET /youtube/v3/channels') {
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      reads.push(account.id);
      return json(response, 200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            id: account.id,
            snippet: { title: account.username, customUrl: `@${account.username}` },
            statistics: {
              ...(!account.hidden && { subscriberCount: String(account.followers) }),
              hiddenSubscriberCount: account.hidden === true,
              videoCount: '40',
            },
          },
        ],
      });
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  return youtube;
}
