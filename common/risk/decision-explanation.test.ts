import { describe, expect, it } from 'vitest';
import { amountCap, explanationOf, scoreTotal } from './decision-explanation';

const raise = (cents: number) => ({ creditId: 1, creditType: 'temporaryRaise', cents, expiresAt: '2026-12-31T00:00:00.000Z' });
const base = { requestedCents: 29_000_00, productMaxCents: 30_000_00, level: 'B', levelCents: 24_000_00, raises: [], merchantCents: null };

describe('amountCap', () => {
  it('is the level maximum when nothing else binds', () => {
    expect(amountCap(base)).toMatchObject({ capCents: 24_000_00, bound: 'level', grantedCents: 24_000_00, raiseCents: 0 });
  });
  it('adds running raises to the level, never above the product or the merchant', () => {
    expect(amountCap({ ...base, raises: [raise(5_000_00)] })).toMatchObject({ capCents: 29_000_00, bound: 'level', grantedCents: 29_000_00 });
    expect(amountCap({ ...base, raises: [raise(5_000_00), raise(5_000_00)] })).toMatchObject({ capCents: 30_000_00, bound: 'product' });
    expect(amountCap({ ...base, merchantCents: 20_000_00 })).toMatchObject({ capCents: 20_000_00, bound: 'merchant', grantedCents: 20_000_00 });
  });
  it('takes the product maximum as the base when the level has no pricing row', () => {
    const cap = amountCap({ ...base, levelCents: null });
    expect(cap).toMatchObject({ capCents: 30_000_00, bound: 'product', level: null, limits: [{ source: 'product', cents: 30_000_00 }] });
    expect(amountCap({ ...base, levelCents: null, raises: [raise(1_00)] }).limits.map((l) => l.source)).toEqual(['level', 'product']);
  });
});

describe('explanations', () => {
  it('sum their score parts and are read only in their own version', () => {
    expect(scoreTotal([{ source: 'base', ruleId: null, name: null, points: 620 }, { source: 'rule', ruleId: 3, name: 'x', points: -40 }])).toBe(580);
    expect(explanationOf({ score: 640 })).toBeNull();
    expect(explanationOf(null)).toBeNull();
    expect(explanationOf({ explanation: { version: 1 } })).toEqual({ version: 1 });
  });
});
