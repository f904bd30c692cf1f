import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatterCache } from './formatters';

describe('formatterCache', () => {
  it('builds nothing until asked, then one formatter per locale', () => {
    const create = vi.fn((locale: string | undefined) => new Intl.NumberFormat(locale));
    const formatter = formatterCache(create);
    expect(create).not.toHaveBeenCalled();

    const english = formatter('en-US');
    expect(formatter('en-US')).toBe(english);
    expect(formatter('de-DE').format(1234.5)).toBe('1.234,5');
    expect(formatter()).toBe(formatter());
    expect(create.mock.calls).toEqual([['en-US'], ['de-DE'], [undefined]]);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets the shared formats load without building a formatter (the public page starts faster)', async () => {
    vi.resetModules();
    const built = (['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const).map((name) => {
      const Original = Intl[name] as new (...args: unknown[]) => object;
      // A function, not an arrow: the formats call it with `new`.
      return vi.spyOn(Intl, name).mockImplementation(function build(...args: unknown[]) {
        return new Original(...args) as never;
      });
    });
    const { formatCount } = await import('./format');
    await import('./connections');
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    expect(formatCount(12000)).toBe('12,000');
    expect(built[0]).toHaveBeenCalledTimes(1);
  });
});
