import { describe, expect, it } from 'vitest';
import { pagerTotal } from './list-pagination';

describe('pager total', () => {
  it('shows an exact total as it is', () => {
    expect(pagerTotal({ current: 2, pageSize: 20, rows: 20, total: 335, exact: true })).toEqual({ shown: 335, pager: 335 });
  });

  it('never shows an estimate below the rows already seen, and a full page keeps Next enabled', () => {
    const { shown, pager } = pagerTotal({ current: 1, pageSize: 20, rows: 20, total: 6, exact: false });
    expect(shown).toBe(20);
    expect(pager).toBeGreaterThan(20);
    expect(pagerTotal({ current: 3, pageSize: 20, rows: 20, total: 1, exact: false }).shown).toBe(60);
  });

  it('counts a short page of an estimate exactly: it is the last page', () => {
    expect(pagerTotal({ current: 2, pageSize: 20, rows: 5, total: 500, exact: false })).toEqual({ shown: 25, pager: 25 });
  });
});
