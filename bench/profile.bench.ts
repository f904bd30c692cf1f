/** Public profile lookups against the bare health route, measured in one run. */
import { buildPaidUser } from '../apps/server/src/test/factories';
import { measure, report, startBenchServer } from './lib/server';

const { app, url } = await startBenchServer();
try {
  const users = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      buildPaidUser(app, {
        username: `bench_creator_${i}`,
        bio: 'Travel creator',
        tags: ['travel'],
      }),
    ),
  );
  const bare = await measure({ url: `${url}/api/health` });
  const profile = await measure({
    url: `${url}/api/profile_data/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: users.map((user) => ({ body: JSON.stringify({ username: user.username }) })),
  });
  report('GET /api/health', bare, bare);
  report('POST /api/profile_data/', profile, bare);
} finally {
  await app.close();
}
