import { describe, expect, it } from 'vitest';
import { isRetrievalTarget, parseOrderNumbers } from './order-salvage';

describe('parseOrderNumbers', () => {
  it('reads numbers separated by commas, full-width commas, new lines and spaces, in the order given', () => {
    expect(parseOrderNumbers(' 150126112110023,150126112110024，150126112110025\n150126112110026\t 150126112110027 ').orderNos)
      .toEqual(['150126112110023', '150126112110024', '150126112110025', '150126112110026', '150126112110027']);
  });

  it('drops repeated numbers and counts them', () => {
    expect(parseOrderNumbers('150126112110023, 150126112110023,150126112110024,150126112110023'))
      .toEqual({ orderNos: ['150126112110023', '150126112110024'], malformed: [], duplicates: 2 });
  });

  it('sets aside what does not look like an order number', () => {
    expect(parseOrderNumbers('abc, 150126112110023, 12, 1501-2611').malformed).toEqual(['abc', '12', '1501-2611']);
  });

  it('reads nothing from blank text', () => {
    expect(parseOrderNumbers(' ,\n , ')).toEqual({ orderNos: [], malformed: [], duplicates: 0 });
  });
});

describe('isRetrievalTarget', () => {
  it('accepts to be allocated and pending review only', () => {
    expect([10, 20, 30, 40, 50].map(isRetrievalTarget)).toEqual([true, true, false, false, false]);
  });
});
