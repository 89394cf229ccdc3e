import { describe, expect, it } from 'vitest';
import { filterQuerySchema, toFilterParams, type FilterDef } from './filters';

const day = (text: string) => ({ format: (f: string) => (f.includes('HH') ? `${text} 00:00:00` : text) });

const DEFS: readonly FilterDef[] = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: [10, 20, 30], labels: 'x', multiple: true },
  { name: 'type', kind: 'choice', values: ['a', 'b'], labels: 'x' },
  { name: 'overdue', kind: 'flag' },
  { name: 'applyDay', kind: 'dayRange', from: 'applyDayFrom', to: 'applyDayTo' },
];

describe('list filters', () => {
  it('turns form values into query parameters: trimmed, joined, ranges split, empties dropped', () => {
    expect(toFilterParams(DEFS, { orderNo: '  LN12 ', status: [10, 20], type: undefined, overdue: 'true', applyDay: [day('2026-11-01'), null] }))
      .toEqual({ orderNo: 'LN12', status: '10,20', overdue: 'true', applyDayFrom: '2026-11-01' });
    expect(toFilterParams(DEFS, { orderNo: '   ', status: [] })).toEqual({});
  });

  it('derives the server schema: numbers coerced, unknown choices and bad days refused', () => {
    const schema = filterQuerySchema(DEFS);
    expect(schema.parse({ orderNo: 'LN1', status: '10,30', overdue: 'false', applyDayFrom: '2026-11-01' }))
      .toMatchObject({ orderNo: 'LN1', status: [10, 30], overdue: false, applyDayFrom: '2026-11-01' });
    expect(schema.safeParse({ status: '10,99' }).success).toBe(false);
    expect(schema.safeParse({ type: 'c' }).success).toBe(false);
    expect(schema.safeParse({ applyDayFrom: '01/11/2026' }).success).toBe(false);
    expect(schema.parse({ orderNo: '', type: '' })).toEqual({ orderNo: undefined, type: undefined });
  });
});
