/**
 * A body a route would accept, shaped after its own zod schema (issue 32.1's create sweep): every field the
 * schema declares, with a value inside its declared lengths and bounds, and known field names given values
 * that name real rows (a merchant, its app) or read as their kind (a phone, an e-mail, a time of day). Cross-
 * field rules and foreign keys beyond those may still refuse it; the sweep counts the routes it reached.
 */

type Def = { type: string; [key: string]: unknown };
type Check = { check: string; value?: unknown; minimum?: unknown; maximum?: unknown; format?: string; inclusive?: boolean };
const defOf = (schema: unknown): Def | null => ((schema as { _zod?: { def?: Def } })?._zod?.def ?? null);
const checksOf = (def: Def): Check[] => ((def.checks as Array<{ _zod: { def: Check } }> | undefined) ?? []).map((c) => c._zod.def);

/** Real rows the body may name; `unique` makes every name and code differ between calls. */
export interface SampleContext {
  merchantId: number;
  appCode: string;
  appName: string;
  unique: () => string;
}

const DAY_MS = 86_400_000;

function byName(key: string, ctx: SampleContext): unknown {
  if (key === 'merchantId') return ctx.merchantId;
  if (key === 'merchantIds') return [ctx.merchantId];
  if (key === 'appCode') return ctx.appCode;
  if (key === 'apps') return [ctx.appName];
  if (/phone|mobile/i.test(key)) return `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  if (/email/i.test(key)) return `sweep${ctx.unique()}@example.com`;
  if (/^(windowStart|startTime|beginTime|from)$/.test(key)) return '09:00';
  if (/^(windowEnd|endTime|to)$/.test(key)) return '17:00';
  if (/(startsAt|startAt|scheduledAt|beginAt)$/.test(key)) return new Date(Date.now() + DAY_MS).toISOString();
  if (/(endsAt|endAt|expiresAt|expireAt)$/.test(key)) return new Date(Date.now() + 30 * DAY_MS).toISOString();
  return undefined;
}

function stringOf(def: Def, ctx: SampleContext): string {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  if (format === 'email') return `sweep${ctx.unique()}@example.com`;
  if (format === 'url') return 'https://example.com/sweep';
  if (format === 'datetime') return new Date(Date.now() + DAY_MS).toISOString();
  if (format === 'date') return '2030-01-01';
  const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? checks.find((c) => c.check === 'length_equals')?.value ?? 1);
  const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? checks.find((c) => c.check === 'length_equals')?.value ?? 40);
  const text = `Sweep${ctx.unique()}`.padEnd(Math.max(min, 1), 'x');
  return text.slice(Math.max(0, text.length - max));
}

function numberOf(def: Def): number {
  const checks = checksOf(def);
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  let value = 1;
  if (low) value = Math.max(value, Number(low.value) + (low.inclusive ? 0 : 1));
  if (high) value = Math.min(value, Number(high.value) - (high.inclusive ? 0 : 1));
  return value;
}

/** A value for the schema that passes its own bounds (depth-bounded for recursive schemas). */
export function validSample(schema: unknown, ctx: SampleContext, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return undefined;
  const named = byName(key, ctx);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([k, field]) => [k, validSample(field, ctx, k, depth + 1)]).filter(([, v]) => v !== undefined));
    }
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'nonoptional': case 'catch':
      return validSample(def.innerType, ctx, key, depth);
    case 'pipe': return validSample(def.in, ctx, key, depth);
    case 'lazy': return validSample((def.getter as () => unknown)(), ctx, key, depth + 1);
    case 'array': return named ?? [validSample(def.element, ctx, key, depth + 1)];
    case 'union': return validSample((def.options as unknown[])[0], ctx, key, depth);
    case 'intersection': {
      const [left, right] = [validSample(def.left, ctx, key, depth), validSample(def.right, ctx, key, depth)];
      return left && right && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'string': return named ?? stringOf(def, ctx);
    case 'number': case 'int': case 'bigint': return named ?? numberOf(def);
    case 'boolean': return true;
    case 'date': return new Date(Date.now() + DAY_MS).toISOString();
    case 'enum': return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal': return (def.values as unknown[])[0];
    default: return named;
  }
}
