import { describe, expect, it } from 'vitest';
import { formulaSafe } from './formula-safe';

describe('formulaSafe', () => {
  it('prefixes text that a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+254700', '-2', '@SUM(A1)', '\t=x']) expect(formulaSafe(text)).toBe(`'${text}`);
  });
  it('leaves other text and numbers as they are', () => {
    expect(formulaSafe('2026-11-30')).toBe('2026-11-30');
    expect(formulaSafe(-150.5)).toBe(-150.5);
    expect(formulaSafe(null)).toBeNull();
  });
});
