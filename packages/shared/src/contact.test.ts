import { describe, expect, it } from 'vitest';
import { publicContactSchema } from './contact';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };

describe('publicContactSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(publicContactSchema.parse({ ...valid, name: '  Ada ' }).name).toBe('Ada');
  });

  it('rejects a blank name, a bad email and an over-long message', () => {
    const result = publicContactSchema.safeParse({
      ...valid,
      name: '   ',
      email: 'not-an-email',
      message: 'x'.repeat(1001),
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(['name', 'email', 'message']);
  });
});
