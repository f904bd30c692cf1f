import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_LIFETIME, HOUR, type StandInKit, type StandInRoutes } from './platform-stand-in';
import type { StandInAccount } from './stand-in-account';
import { META_LIMIT, instagramMediaInsights, instagramMediaList } from './media.stand-in';

/**
 * `follower_demographics` as documented: `metric_type=total_value`, `period=lifetime` and one
 * `breakdown` (age, city, country, gender) per request; an error under 100 followers.
 */
function demographicsOf(account: StandInAccount, query: URLSearchParams): [number, unknown] {
  const by = query.get('breakdown') ?? '';
  if (
    query.get('metric') !== 'follower_demographics' ||
    query.get('period') !== 'lifetime' ||
    query.get('metric_type') !== 'total_value' ||
    !['age', 'city', 'country', 'gender'].includes(by)
  ) {
    return [400, { error: { code: 100, message: 'Invalid parameter' } }];
  }
  const legacy =
    by === 'country' && account.countries
      ? Object.fromEntries(account.countries.map((code, index) => [code, 1000 - index]))
      : undefined;
  const values = account.audience?.[by as 'age' | 'country' | 'gender'] ?? legacy;
  if (account.followers < 100 || !values) {
    return [400, { error: { code: 100, message: 'Not enough followers' } }];
  }
  return [
    200,
    {
      data: [
        {
          name: 'follower_demographics',
          period: 'lifetime',
          total_value: {
            breakdowns: [
              {
                dimension_keys: [by],
                results: Object.entries(values).map(([key, value]) => ({
                  dimension_values: [key],
                  value,
                })),
              },
            ],
          },
        },
      ],
    },
  ];
}

/** Instagram's hosts: Instagram Login with its short- and long-lived tokens, the profile and its insights. */
export function instagramStandIn(kit: StandInKit): StandInRoutes {
  const { authorize, json, form, redeem, issue, client, valid, apiAccount, reads, state } = kit;

  async function instagram(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const query = url.searchParams;
    if (route === 'GET /oauth/authorize') return authorize(url, request, response);
    if (route === 'POST /oauth/access_token') {
      const grant = redeem(await form(request));
      if (!grant) {
        return json(response, 400, {
          error_type: 'OAuthException',
          code: 400,
          error_message: 'Invalid authorization code',
        });
      }
      return json(response, 200, {
        data: [
          {
            access_token: issue(grant.accountId, 'short', HOUR),
            user_id: grant.accountId,
            permissions: 'instagram_business_basic,instagram_business_manage_insights',
          },
        ],
      });
    }
    if (route === 'GET /access_token' || route === 'GET /refresh_access_token') {
      const exchange = route === 'GET /access_token';
      const found = exchange
        ? query.get('grant_type') === 'ig_exchange_token' &&
          query.get('client_secret') === client.secret &&
          valid(query.get('access_token'), 'short')
        : query.get('grant_type') === 'ig_refresh_token' && valid(query.get('access_token'));
      if (!found) {
        return json(response, 400, { error: { code: 190, message: 'Invalid OAuth access token' } });
      }
      const lifetime = ACCESS_LIFETIME.instagram;
      return json(response, 200, {
        access_token: issue(found.accountId, 'access', lifetime),
        token_type: 'bearer',
        expires_in: lifetime / 1000,
      });
    }
    const media = /^GET \/v23\.0\/([^/]+)\/media$/.exec(route);
    const insights = /^GET \/v23\.0\/([^/]+)\/insights$/.exec(route);
    const onMedia =
      media || (insights && insights[1] !== 'me' && !kit.accounts.has(insights[1] ?? ''));
    if (onMedia && state.mediaLimited > 0) {
      state.mediaLimited -= 1;
      return json(response, 403, { error: { ...META_LIMIT.error, code: state.metaLimitCode } });
    }
    if (media) {
      const account = apiAccount(query.get('access_token'), response);
      if (!account) return;
      if (media[1] !== account.id && media[1] !== 'me') {
        return json(response, 400, { error: { code: 100, message: 'Unsupported get request' } });
      }
      reads.push(`${account.id}:media`);
      return json(
        response,
        ...instagramMediaList(account, query, `http://${request.headers.host ?? ''}`),
      );
    }
    if (route === 'GET /v23.0/me' || insights) {
      const account = apiAccount(query.get('access_token'), response);
      if (!account) return;
      if (insights && onMedia)
        return json(response, ...instagramMediaInsights(account, insights[1] ?? '', query));
      if (insights) {
        if (query.get('breakdown') === 'age') reads.push(`${account.id}:audience`);
        return json(response, ...demographicsOf(account, query));
      }
      reads.push(account.id);
      return json(response, 200, {
        user_id: account.id,
        username: account.username,
        account_type: account.accountType ?? 'MEDIA_CREATOR',
        ...(account.accountType !== 'PERSONAL' && { followers_count: account.followers }),
        media_count: 12,
      });
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  return instagram;
}
