import { Redis } from 'ioredis';

/** A Redis connection for shared state between instances, or undefined when not configured. */
export function connectRedis(url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
