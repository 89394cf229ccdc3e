import { describe, expect, it } from 'vitest';
import { pageBefore, pagerTotal } from './list-pagination';

describe('pager total', () => {
  it('shows an exact total as it is', () => {
    expect(pagerTotal({ current: 2, pageSize: 20, rows: 20, total: 335, exact: true })).toEqual({ shown: 335, pager: 335 });
  });

  it('never shows an exact total below the rows already seen (a count taken before more rows arrived)', () => {
    expect(pagerTotal({ current: 3, pageSize: 20, rows: 7, total: 20, exact: true })).toEqual({ shown: 47, pager: 47 });
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

describe('the page shown instead of an empty one', () => {
  it('is the last page by the total', () => {
    expect(pageBefore({ current: 999, pageSize: 20, total: 41 })).toBe(3);
    expect(pageBefore({ current: 999, pageSize: 20, total: 40 })).toBe(2);
  });

  it('is page 1 for an empty list', () => {
    expect(pageBefore({ current: 5, pageSize: 20, total: 0 })).toBe(1);
  });

  it('is always an earlier page, so a total that overstates walks back until a page has rows', () => {
    expect(pageBefore({ current: 4, pageSize: 20, total: 500 })).toBe(3);
  });
});
