import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInKit, StandInRoutes } from './platform-stand-in';
import type { StandInAccount } from './stand-in-account';
import { YOUTUBE_QUOTA, youtubeVideos } from './media.stand-in';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * YouTube Analytics `reports.query` for a channel (`ids=channel==MINE`, `startDate`, `endDate`,
 * `metrics`): `viewerPercentage` by `ageGroup,gender` and `views` by `country`, answered as a
 * result table with `columnHeaders` and `rows`.
 */
function reportOf(account: StandInAccount, query: URLSearchParams): [number, unknown] {
  const metrics = query.get('metrics');
  const dimensions = query.get('dimensions');
  if (
    query.get('ids') !== 'channel==MINE' ||
    !DATE.test(query.get('startDate') ?? '') ||
    !DATE.test(query.get('endDate') ?? '') ||
    !metrics
  ) {
    return [400, { error: { code: 400, message: 'Required parameter missing' } }];
  }
  const header = (name: string, columnType: string, dataType: string) => ({
    name,
    columnType,
    dataType,
  });
  if (metrics === 'viewerPercentage' && dimensions === 'ageGroup,gender') {
    const ages = Object.entries(account.audience?.age ?? {});
    const genders = Object.entries(account.audience?.gender ?? {});
    const rows = ages.flatMap(([age, ageShare]) =>
      genders.map(([gender, genderShare]) => [
        `age${age.replace('+', '-')}`,
        gender,
        Math.round(ageShare * genderShare) / 100,
      ]),
    );
    return [
      200,
      {
        kind: 'youtubeAnalytics#resultTable',
        columnHeaders: [
          header('ageGroup', 'DIMENSION', 'STRING'),
          header('gender', 'DIMENSION', 'STRING'),
          header('viewerPercentage', 'METRIC', 'FLOAT'),
        ],
        rows,
      },
    ];
  }
  if (metrics === 'views' && dimensions === 'country') {
    const rows = Object.entries(account.audience?.country ?? {}).sort((a, b) => b[1] - a[1]);
    return [
      200,
      {
        kind: 'youtubeAnalytics#resultTable',
        columnHeaders: [
          header('country', 'DIMENSION', 'STRING'),
          header('views', 'METRIC', 'INTEGER'),
        ],
        rows,
      },
    ];
  }
  return [400, { error: { code: 400, message: 'The query is not supported.' } }];
}

/** Google's hosts for YouTube: offline access, the token and revocation endpoints, the channel. */
export function youtubeStandIn(kit: StandInKit): StandInRoutes {
  const {
    authorize,
    json,
    form,
    tokenEndpoint,
    revokeEndpoint,
    apiAccount,
    bearerOf,
    reads,
    state,
  } = kit;

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
      return authorize(url, request, response);
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
    if (route === 'GET /youtube/v3/videos') {
      if (state.mediaLimited > 0) {
        state.mediaLimited -= 1;
        return json(response, 403, YOUTUBE_QUOTA);
      }
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      reads.push(`${account.id}:videos`);
      return json(response, ...youtubeVideos(account, kit.accounts.values(), url.searchParams));
    }
    if (route === 'GET /v2/reports') {
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      if (account.noAnalyticsScope) {
        return json(response, 403, {
          error: { code: 403, message: 'Insufficient Permission', status: 'PERMISSION_DENIED' },
        });
      }
      reads.push(`${account.id}:audience`);
      const [status, body] = reportOf(account, url.searchParams);
      return json(response, status, body);
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  return youtube;
}
