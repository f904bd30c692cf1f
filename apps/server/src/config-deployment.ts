/**
 * Settings a server must not run without, though each has a default that suits one machine:
 * a generated JWT secret differs per instance (random 401s behind a load balancer), and
 * without SMTP the verification codes end up in the logs.
 */
export function deploymentProblem(present: Record<string, string | undefined>): string | undefined {
  const missing = (name: string) => !present[name];
  if (present.NODE_ENV === 'production') {
    if (missing('JWT_SECRET')) return 'JWT_SECRET must be set when NODE_ENV=production';
    if (missing('SMTP_URL')) {
      return 'SMTP_URL must be set when NODE_ENV=production (mail would go to the log)';
    }
    if (missing('PUBLIC_URL')) return 'PUBLIC_URL must be set when NODE_ENV=production';
    if (present.PUSH_SERVICE_ORIGINS?.split(',').some((o) => !o.trim().startsWith('https://'))) {
      return 'PUSH_SERVICE_ORIGINS must list https:// origins only when NODE_ENV=production';
    }
  }
  if (missing('VAPID_PUBLIC_KEY') !== missing('VAPID_PRIVATE_KEY')) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together';
  }
  for (const [id, secret] of [
    ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
    ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  ] as const) {
    if (missing(id) !== missing(secret)) return `${id} and ${secret} must be set together`;
  }
  // Each read spends the platform's quota, so a minute at least; the journeys that watch the
  // refresh job on a page run it every 10 seconds instead of waiting a minute (decision 130).
  const inTests = present.NODE_ENV === 'test';
  const fewestSeconds = inTests ? 10 : 60;
  if (Number(present.SOCIAL_REFRESH_SECONDS ?? Infinity) < fewestSeconds) {
    return `SOCIAL_REFRESH_SECONDS must be at least ${fewestSeconds}${inTests ? ' when NODE_ENV=test' : ''}`;
  }
  if (present.DATABASE_READ_URL && missing('DATABASE_URL')) {
    return 'DATABASE_READ_URL needs DATABASE_URL: replicas follow a PostgreSQL primary, not the embedded database';
  }
  if (present.RUN_JOBS === 'false' && missing('DATABASE_URL')) {
    return "RUN_JOBS=false needs DATABASE_URL: no other instance can run the embedded database's jobs";
  }
  if (missing('JWT_SECRET') && (present.DATABASE_URL || present.REDIS_URL)) {
    return 'JWT_SECRET must be set when DATABASE_URL or REDIS_URL is set (every instance needs the same secret)';
  }
  return undefined;
}
