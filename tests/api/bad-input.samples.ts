/**
 * Bad inputs shaped after a route's own schema (issue 31.10): a value for every field the schema declares, each
 * leaf of one kind replaced by the case's bad value — NUL inside every string, ids of -1 and 2^31, strings of
 * 100 kB, every leaf of the wrong type, arrays where objects are expected. Unknown schemas get a generic body.
 */

export interface BadCase {
  name: string;
  string: (base: string) => unknown;
  number: (base: number) => unknown;
  boolean: (base: boolean) => unknown;
  array: (base: unknown[]) => unknown;
  object: (base: Record<string, unknown>) => unknown;
  /** A path parameter (`:id`) in this case. */
  param: string;
}

const same = <T>(value: T) => value;
const HUGE = 'x'.repeat(100 * 1024);

export const BAD_CASES: readonly BadCase[] = [
  { name: 'NUL in every string', string: (s) => `${s}\u0000x`, number: same, boolean: same, array: same, object: same, param: 'a%00b' },
  { name: 'ids and numbers of -1', string: same, number: () => -1, boolean: same, array: same, object: same, param: '-1' },
  { name: 'ids and numbers of 2^31', string: same, number: () => 2 ** 31, boolean: same, array: same, object: same, param: String(2 ** 31) },
  { name: 'strings of 100 kB', string: () => HUGE, number: same, boolean: same, array: same, object: same, param: 'x'.repeat(2_000) },
  { name: 'every value of the wrong type', string: () => 12345, number: () => 'abc', boolean: () => 'maybe', array: () => ({ a: 1 }), object: () => 'text', param: 'abc' },
  { name: 'arrays where objects are expected', string: same, number: same, boolean: same, array: same, object: (o) => [o, o], param: '[]' },
];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | null => ((schema as { _zod?: { def?: Def } })?._zod?.def ?? null);

/** An ordinary value for the schema with the case applied to every leaf (depth-bounded for recursive schemas). */
export function sample(schema: unknown, bad: BadCase, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return bad.string('x');
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return bad.object(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, sample(field, bad, depth + 1)])));
    }
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'nonoptional': case 'catch':
      return sample(def.innerType, bad, depth);
    case 'pipe': return sample(def.in, bad, depth);
    case 'lazy': return sample((def.getter as () => unknown)(), bad, depth + 1);
    case 'array': return bad.array([sample(def.element, bad, depth + 1)]);
    case 'tuple': return bad.array((def.items as unknown[]).map((item) => sample(item, bad, depth + 1)));
    case 'union': return sample((def.options as unknown[])[0], bad, depth);
    case 'intersection': {
      const [left, right] = [sample(def.left, bad, depth), sample(def.right, bad, depth)];
      return left && right && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'record': return bad.object({ key: sample(def.valueType, bad, depth + 1) });
    case 'string': return bad.string('x');
    case 'number': case 'int': case 'bigint': return bad.number(1);
    case 'boolean': return bad.boolean(true);
    case 'date': return bad.string('2030-01-01T00:00:00Z');
    case 'enum': {
      const first = Object.values(def.entries as Record<string, unknown>)[0];
      return typeof first === 'number' ? bad.number(first) : bad.string(String(first));
    }
    case 'literal': {
      const [value] = def.values as unknown[];
      if (typeof value === 'number') return bad.number(value);
      if (typeof value === 'boolean') return bad.boolean(value);
      return typeof value === 'string' ? bad.string(value) : value;
    }
    default: return bad.string('x');
  }
}

/** For a route without a schema the test can read: the field names routes use most, each given the case. */
export function genericBody(bad: BadCase): Record<string, unknown> {
  const fields = { id: 1, ids: [1], userId: 1, merchantId: 1, batchId: 1, name: 'x', code: 'x', remark: 'x', content: 'x', fileName: 'x.xlsx', status: 'x', current: 1, size: 10 };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key,
    typeof value === 'number' ? bad.number(value) : Array.isArray(value) ? bad.array(value.map((v) => bad.number(v))) : bad.string(value)]));
}

/** A query string's values are text: a sample object flattened to strings (arrays and objects as JSON). */
export function asQuery(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { q: String(value) };
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)]));
}

