import { describe, expect, it } from 'vitest';
import { formatCents, formatKes, isMoneyInput, parseMoneyInput } from './money';

describe('formatCents', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatCents(123456)).toBe('1,234.56');
    expect(formatCents(100)).toBe('1.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456789012)).toBe('1,234,567,890.12');
    expect(formatCents(100000)).toBe('1,000.00');
  });

  it('shows zero and negatives', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-123456)).toBe('-1,234.56');
    expect(formatCents(-5)).toBe('-0.05');
  });

  it('refuses fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatKes', () => {
  it('prefixes the currency', () => {
    expect(formatKes(25000000)).toBe('KES 250,000.00');
    expect(formatKes(0)).toBe('KES 0.00');
    expect(formatKes(-99)).toBe('KES -0.99');
  });
});

describe('parseMoneyInput', () => {
  it('accepts whole amounts and up to two decimals', () => {
    expect(parseMoneyInput('1234')).toBe(123400);
    expect(parseMoneyInput('1234.5')).toBe(123450);
    expect(parseMoneyInput('1234.56')).toBe(123456);
    expect(parseMoneyInput('0.01')).toBe(1);
    expect(parseMoneyInput(20)).toBe(2000);
    expect(parseMoneyInput(' 20.50 ')).toBe(2050);
  });

  it('accepts thousands separators', () => {
    expect(parseMoneyInput('1,234.5')).toBe(123450);
    expect(parseMoneyInput('1,000,000')).toBe(100000000);
  });

  it('accepts negatives', () => {
    expect(parseMoneyInput('-12.30')).toBe(-1230);
  });

  it('rejects three decimals and garbage', () => {
    for (const bad of ['12.345', '1.', '.5', 'abc', '', '12a', '1e3', '--1', '1.2.3', 'KES 10']) {
      expect(parseMoneyInput(bad), bad).toBeNull();
      expect(isMoneyInput(bad), bad).toBe(false);
    }
  });

  it('round-trips with formatCents', () => {
    for (const cents of [0, 1, 99, 100, 123456, 987654321]) expect(parseMoneyInput(formatCents(cents))).toBe(cents);
  });
});
