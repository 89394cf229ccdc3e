import { describe, expect, it } from 'vitest';
import { bpToPercentText, formatRate, parseRateInput } from './rate';

describe('parseRateInput', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(parseRateInput('0.2')).toBe(20);
    expect(parseRateInput('0.25')).toBe(25);
    expect(parseRateInput(7)).toBe(700);
    expect(parseRateInput(' 100 ')).toBe(10_000);
    expect(parseRateInput(0.05)).toBe(5);
  });

  it('refuses negatives, a third decimal and text', () => {
    expect(parseRateInput('-1')).toBeNull();
    expect(parseRateInput('0.125')).toBeNull();
    expect(parseRateInput('abc')).toBeNull();
    expect(parseRateInput('')).toBeNull();
  });
});

describe('formatRate', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatRate(20)).toBe('0.20 %');
    expect(formatRate(10_000)).toBe('100.00 %');
    expect(bpToPercentText(705)).toBe('7.05');
  });
});
