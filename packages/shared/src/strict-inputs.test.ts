import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';
import { bodies, queries } from './strict-inputs.cases';

type Schema = z.ZodType;
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a number can be anywhere in what the schema takes. */
function takesNumber(schema: Schema): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
      return true;
    case 'object':
      return Object.values(def.shape as Record<string, Schema>).some(takesNumber);
    case 'array':
      return takesNumber(def.element as Schema);
    case 'union':
      return (def.options as Schema[]).some(takesNumber);
    case 'pipe':
      return takesNumber(def.in as Schema) || takesNumber(def.out as Schema);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return takesNumber(def.innerType as Schema);
    default:
      return false;
  }
}

const schemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] => entry[1] instanceof z.ZodType,
);

const NOT_JSON_NUMBERS: unknown[] = [[5], true, false, ' 7 ', '7', '1e6', '0x10', {}, null, ''];
const NOT_DIGITS: unknown[] = ['1e6', '0x10', ' 7 ', '-7', '7.5', '+7', '7 ', ['7'], 7.5, true];
const INVISIBLE = [
  'a\u202Eb',
  'a\u202Ab',
  '\u2066anna',
  'an\u2069na',
  'an\u200Bna',
  'an\uFEFFna',
  'a\u00ADb',
];

function withValue(valid: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(valid) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) ?? ''] = value;
  return copy;
}

const schemaNamed = (name: string) => {
  const schema = (shared as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType)) throw new Error(`no schema ${name}`);
  return schema;
};

describe('every shared schema that takes a number', () => {
  it('is in this table', () => {
    const numbered = schemas.filter(([, schema]) => takesNumber(schema)).map(([name]) => name);
    const covered = new Set([...Object.keys(bodies), ...Object.keys(queries), 'rangeSchema']);
    expect(numbered.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(Object.entries(bodies))('%s takes its valid body', (name, item) => {
    expect(schemaNamed(name).safeParse(item.valid).error).toBeUndefined();
  });

  it.each(Object.entries(bodies).filter(([, item]) => item.numbers.length > 0))(
    '%s takes JSON numbers only, with the field’s error',
    (name, item) => {
      for (const field of item.numbers) {
        for (const bad of NOT_JSON_NUMBERS) {
          if (item.empty?.includes(field) && (bad === '' || bad === null)) continue;
          const result = schemaNamed(name).safeParse(withValue(item.valid, field, bad));
          expect(result.success, `${field}: ${JSON.stringify(bad)}`).toBe(false);
          if (!item.union) {
            expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
          }
        }
      }
    },
  );

  it('rangeSchema takes a JSON number only', () => {
    for (const bad of NOT_JSON_NUMBERS) {
      expect(shared.rangeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(shared.rangeSchema.parse(20)).toBe(20);
  });

  it.each(Object.entries(queries))('%s takes decimal digits only', (name, item) => {
    const schema = schemaNamed(name);
    expect(schema.safeParse({ ...item.rest, [item.field]: item.valid }).success).toBe(true);
    for (const bad of item.required ? [...NOT_DIGITS, '', undefined] : NOT_DIGITS) {
      const result = schema.safeParse({ ...item.rest, [item.field]: bad });
      expect(result.success, `${item.field}: ${JSON.stringify(bad)}`).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([item.field]);
    }
  });
});

describe('one-line text fields', () => {
  it.each(Object.entries(bodies).filter(([, item]) => item.text))(
    '%s refuses bidirectional and invisible formatting characters',
    (name, item) => {
      for (const field of item.text ?? []) {
        for (const bad of INVISIBLE) {
          const result = schemaNamed(name).safeParse(withValue(item.valid, field, bad));
          expect(result.success, `${field}: ${JSON.stringify(bad)}`).toBe(false);
          if (!item.union) {
            expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
          }
        }
      }
    },
  );

  it('keeps emoji made with the zero-width joiner', () => {
    expect(shared.listNameSchema.parse({ name: 'Tech 👩‍💻' }).name).toBe('Tech 👩‍💻');
  });
});

describe('date fields', () => {
  it.each(['2026-13-01', '2026-02-30x', 'a\u202Eb'])('answer %j with a field error', (bad) => {
    for (const [schema, field] of [
      [shared.offerTermsSchema, 'due_date'],
      [shared.campaignSchema, 'apply_by'],
    ] as const) {
      const valid = field === 'due_date' ? bodies.offerTermsSchema : bodies.campaignSchema;
      const result = schema.safeParse(withValue(valid?.valid, field, bad));
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
  });
});
