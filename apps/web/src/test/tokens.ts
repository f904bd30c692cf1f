/** Builds an unsigned JWT-shaped token whose payload expires `secondsFromNow` from now. */
export function makeToken(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = {
    exp: Math.floor(Date.now() / 1000) + secondsFromNow,
    user_id: 1,
    username: 'ada',
    type: 'access',
    ...extra,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
