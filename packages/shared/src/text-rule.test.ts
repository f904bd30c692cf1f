import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';
import { INVISIBLE_CHARACTERS, freeText } from './fields';

type Schema = z.ZodType;
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether what the schema first takes is a string (a string, or a pipe out of one). */
function takesString(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  return def.type === 'pipe' && takesString(def.in as Schema);
}

/**
 * Every place a schema takes a string, with its path: the string (or the pipe that starts with
 * it, so a transform's later checks count) is the leaf tried on its own.
 */
function stringLeaves(schema: Schema, path: string, depth = 0): [string, Schema][] {
  if (depth > 12) throw new Error(`${path} nests too deep to walk`);
  if (takesString(schema)) return [[path, schema]];
  const def = defOf(schema);
  const walk = (inner: unknown, at: string) => stringLeaves(inner as Schema, at, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as Schema[]).flatMap((option, n) => walk(option, `${path}|${n}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as Schema[]).flatMap((item, n) => walk(item, `${path}[${n}]`));
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'lazy':
      return walk((def.getter as () => Schema)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

/** Passwords: compared, never shown to anyone (see `singleLine`). */
const isPassword = (path: string) => /(^password\w*|\.\w*password\w*)$/i.test(path);

/** Other strings the text rule leaves alone, each with its reason. None may join silently. */
const EXEMPT: Record<string, string> = {
  'refreshSchema.refresh': 'a token',
  'resetPasswordSchema.token': 'a token',
  'googleSignInSchema.token': 'a Google ID token',
  // A platform's OAuth callback: checked against what we sent, never shown.
  'connectCallbackSchema.code': 'an OAuth code',
  'connectCallbackSchema.state': 'an OAuth state',
  'connectCallbackSchema.error': 'an OAuth error code',
};

const INVISIBLE = [
  '\u202E', // right-to-left override
  '\u202A', // left-to-right embedding
  '\u2066', // an isolate
  '\u200F', // right-to-left mark
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // a joiner between letters: not an emoji
  '\uFEFF', // zero-width no-break space
  '\u00AD', // soft hyphen
  '\u2060', // word joiner
  '\u{E0041}', // a tag letter outside a flag
];

/**
 * Values one of which most strings take as they are; the invisible character goes inside it,
 * so a field is not let off by its length or format alone.
 */
const CARRIERS = [
  'anna',
  'Spring launch, two reels',
  'anna@example.com',
  'https://shop.example/anna',
  'Long-enough-passw0rd',
  'BCDFGHJKMNPQRSTV',
];
const carrierOf = (leaf: Schema) => CARRIERS.find((value) => leaf.safeParse(value).success);
const inside = (carrier: string, bad: string) => `${carrier.slice(0, 2)}${bad}${carrier.slice(2)}`;

const schemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] => entry[1] instanceof z.ZodType,
);
const leaves = schemas.flatMap(([name, schema]) => stringLeaves(schema, name));
const byPath = (path: string) => path.replace(/\|\d+/g, '');

describe('the text rule (issue 46): every string a shared schema takes', () => {
  it('finds the schemas’ strings', () => {
    expect(leaves.length).toBeGreaterThan(80);
    const paths = leaves.map(([path]) => byPath(path));
    expect(paths).toContain('offerSchema.usage_rights');
    expect(paths).toContain('offerSchema.message');
    expect(paths).toContain('clientFrameSchema.message');
  });

  it('refuses bidirectional controls and invisible characters, or is exempt for a reason', () => {
    const accepting = leaves.flatMap(([path, leaf]) =>
      EXEMPT[byPath(path)] || isPassword(byPath(path))
        ? []
        : INVISIBLE.map((bad) => inside(carrierOf(leaf) ?? 'anna', bad))
            .filter((value) => leaf.safeParse(value).success)
            .map((value) => `${path}: ${JSON.stringify(value)}`),
    );
    expect(accepting).toEqual([]);
  });

  it('tries nearly every string with a value it takes', () => {
    const formatOnly = leaves.filter(([, leaf]) => !carrierOf(leaf)).map(([path]) => path);
    expect(formatOnly.length).toBeLessThan(leaves.length / 3);
  });

  it('exempts only strings that exist', () => {
    const paths = new Set(leaves.map(([path]) => byPath(path)));
    expect(Object.keys(EXEMPT).filter((path) => !paths.has(path))).toEqual([]);
  });

  it('answers free text with the field’s own error', () => {
    for (const lines of ['one', 'many'] as const) {
      const issues = freeText(lines).safeParse('Usage: 6 months \u202Eexclusive').error?.issues;
      expect(issues?.map((issue) => issue.message)).toEqual([INVISIBLE_CHARACTERS]);
    }
  });

  it('keeps emoji made with joiners and flag tags, and line breaks where lines are many', () => {
    const text = 'Tech 👩‍💻 🏳️‍🌈 👩🏽‍💻 🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(freeText('one').parse(text)).toBe(text);
    expect(freeText('many').parse('One\n\tTwo 🧑‍🤝‍🧑')).toBe('One\n\tTwo 🧑‍🤝‍🧑');
  });
});
