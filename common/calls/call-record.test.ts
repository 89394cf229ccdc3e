import { describe, expect, it } from 'vitest';
import { formatTalkTime } from './call-record';

describe('formatTalkTime', () => {
  it('reads as minutes and seconds, with hours when a call passes one', () => {
    expect(formatTalkTime(0)).toBe('0:00');
    expect(formatTalkTime(45)).toBe('0:45');
    expect(formatTalkTime(727)).toBe('12:07');
    expect(formatTalkTime(3729)).toBe('1:02:09');
    expect(formatTalkTime(null)).toBe('—');
  });
});
