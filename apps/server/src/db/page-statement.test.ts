import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { boundQuery, pageStatement } from './page-statement';

describe('pageStatement', () => {
  it('builds a shape’s text once and fills each statement’s own values, arrays included', () => {
    let builds = 0;
    const statement = (platform: string, tags: string[]) =>
      pageStatement(
        'test.page-statement.tags',
        (value: (key: 'platform' | 'tags') => SQL) => {
          builds += 1;
          return sql`select 1 where ${value('platform')} = 'x' and ${value('tags')}::text[] <> '{}'`;
        },
        { platform, tags },
      );
    const first = boundQuery(statement('Instagram', ['food']));
    const second = boundQuery(statement('Tiktok', ['travel', 'music']));
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(['Instagram', ['food']]);
    expect(second.params).toEqual(['Tiktok', ['travel', 'music']]);
  });

  it('keeps shapes apart', () => {
    const one = boundQuery(pageStatement('test.page-statement.one', () => sql`select 1`, {}));
    const two = boundQuery(pageStatement('test.page-statement.two', () => sql`select 2`, {}));
    expect([one.sql, two.sql]).toEqual(['select 1', 'select 2']);
  });
});
