import { describe, expect, it } from 'vitest';
import { isEmail, isIdCard, isJobNumber, isPassword, isPhone } from './validators';

describe('isPhone', () => {
  it('accepts 254 followed by nine digits', () => {
    expect(isPhone('254123456789')).toBe(true);
    expect(isPhone('254712345678')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const bad of ['25412345678', '2541234567890', '0712345678', '+254712345678', '255712345678', '254 712345678', '25471234567a', '']) {
      expect(isPhone(bad), bad).toBe(false);
    }
  });
});

describe('isIdCard', () => {
  it('accepts 7 to 9 digits', () => {
    expect(isIdCard('1234567')).toBe(true);
    expect(isIdCard('12345678')).toBe(true);
    expect(isIdCard('123456789')).toBe(true);
  });

  it('rejects fewer, more or non-digits', () => {
    for (const bad of ['123456', '1234567890', '12345a7', ' 1234567', '']) expect(isIdCard(bad), bad).toBe(false);
  });
});

describe('isJobNumber', () => {
  it('accepts letters plus digits, 6 to 8 characters', () => {
    expect(isJobNumber('ADM001')).toBe(true);
    expect(isJobNumber('a1b2c3d4')).toBe(true);
    expect(isJobNumber('1ABCDE')).toBe(true);
  });

  it('rejects only letters, only digits, wrong length or other characters', () => {
    for (const bad of ['ABCDEF', '123456', 'AB12', 'ABC12', 'ABCD12345', 'ADM-01', 'ADM 01', '']) {
      expect(isJobNumber(bad), bad).toBe(false);
    }
  });
});

describe('isPassword', () => {
  it('accepts 8 to 32 characters with a letter and a digit', () => {
    expect(isPassword('Demo@2026')).toBe(true);
    expect(isPassword('abcdefg1')).toBe(true);
    expect(isPassword(`a${'1'.repeat(31)}`)).toBe(true);
  });

  it('rejects short, long, letter-only, digit-only and whitespace passwords', () => {
    for (const bad of ['abc1234', `a${'1'.repeat(32)}`, 'abcdefgh', '12345678', 'abcd 1234', '']) {
      expect(isPassword(bad), bad).toBe(false);
    }
  });
});

describe('isEmail', () => {
  it('accepts a plain address and rejects malformed ones', () => {
    expect(isEmail('grace@jamiicredit.co.ke')).toBe(true);
    for (const bad of ['grace', 'grace@', '@x.co', 'grace@x', 'gr ace@x.co']) expect(isEmail(bad), bad).toBe(false);
  });
});
