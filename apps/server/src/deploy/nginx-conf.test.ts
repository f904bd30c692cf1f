import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_BODY_LIMIT_BYTES } from '@partnerly/shared';
import { shippedNginxConf } from './nginx-harness';

/** What the shipped file says, read without running it (nginx.test.ts runs it). */
describe('deploy/nginx.conf', () => {
  it('lets through the largest body the app takes (an image upload) and no more than 1 MB over', () => {
    const size = /client_max_body_size (\d+)m;/.exec(readFileSync(shippedNginxConf, 'utf8'))?.[1];
    const bytes = Number(size) * 1024 * 1024;
    expect(bytes).toBeGreaterThanOrEqual(IMAGE_BODY_LIMIT_BYTES);
    expect(bytes - IMAGE_BODY_LIMIT_BYTES).toBeLessThan(1024 * 1024);
  });
});
