import { describe, expect, it } from 'vitest';
import { resultsQuerySchema } from './results';

const fieldsOf = (query: object) =>
  resultsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.'));

describe('resultsQuerySchema', () => {
  it('takes no filter, a campaign id and calendar days, both ends included', () => {
    expect(resultsQuerySchema.parse({})).toEqual({});
    expect(
      resultsQuerySchema.parse({ campaign: '12', from: '2026-11-01', to: '2026-11-01' }),
    ).toEqual({ campaign: 12, from: '2026-11-01', to: '2026-11-01' });
  });

  it.each(['2026-13-01', '2026-02-30', '26-11-01', '2026-11-01T00:00:00Z', 'a\u202Eb', ''])(
    'answers the date %j with a field error',
    (bad) => {
      // One message: an address that is no date is not also said to be no real date.
      expect(fieldsOf({ from: bad })).toEqual(['from']);
      expect(fieldsOf({ to: bad })).toEqual(['to']);
    },
  );

  it('refuses a start after the end on the end date', () => {
    expect(fieldsOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['to']);
  });
});
