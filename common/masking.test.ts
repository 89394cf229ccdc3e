import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskPayload, maskPhone, maskValue } from './masking';

describe('maskValue', () => {
  it('keeps the first two and last two characters', () => {
    expect(maskValue('23456781')).toBe('23****81');
    expect(maskValue('ABCDE')).toBe('AB*DE');
  });

  it('masks values of four characters or fewer completely', () => {
    expect(maskValue('1234')).toBe('****');
    expect(maskValue('abc')).toBe('***');
    expect(maskValue('x')).toBe('*');
    expect(maskValue('')).toBe('');
  });
});

describe('maskPhone', () => {
  it('keeps the country prefix and last digits and masks the middle', () => {
    expect(maskPhone('254712345678')).toBe('2547*****678');
  });

  it('ignores spaces in the number', () => {
    expect(maskPhone('254 712 345 678')).toBe('2547*****678');
  });

  it('falls back to the short-value rule for short numbers', () => {
    expect(maskPhone('12345')).toBe('12*45');
    expect(maskPhone('1234')).toBe('****');
  });
});

describe('maskEmail', () => {
  it('masks the local part and keeps the domain', () => {
    expect(maskEmail('collector@jamiicredit.co.ke')).toBe('co*****or@jamiicredit.co.ke');
  });

  it('fully masks a short local part', () => {
    expect(maskEmail('ann@example.com')).toBe('***@example.com');
  });

  it('treats a value without a local part as a plain value', () => {
    expect(maskEmail('@example.com')).toBe('@e********om');
    expect(maskEmail('not-an-email')).toBe('no********il');
  });
});

describe('maskContact', () => {
  it('masks an e-mail address as an e-mail and anything else as a phone', () => {
    expect(maskContact('collector@jamiicredit.co.ke')).toBe('co*****or@jamiicredit.co.ke');
    expect(maskContact('254733908812')).toBe('2547*****812');
  });
});

describe('maskPayload', () => {
  const payload = {
    userId: 7,
    username: 'collector',
    phone: '254733908812',
    email: 'collector@jamiicredit.co.ke',
    profile: { idNumber: '2876310', note: 'unchanged' },
    contacts: [{ mobile: '254701556677', name: 'Kevin' }, { contactPhone: '254745220931' }],
    messages: [{ recipient: '254712345678' }, { recipient: 'grace@jamiicredit.co.ke' }],
    when: new Date('2026-01-01T00:00:00Z'),
    empty: { phone: '' },
    nothing: null,
  };

  it('masks sensitive fields by name at any depth, in objects and arrays', () => {
    const masked = maskPayload(payload);
    expect(masked.phone).toBe('2547*****812');
    expect(masked.email).toBe('co*****or@jamiicredit.co.ke');
    expect(masked.profile).toEqual({ idNumber: '28***10', note: 'unchanged' });
    expect(masked.contacts).toEqual([{ mobile: '2547*****677', name: 'Kevin' }, { contactPhone: '2547*****931' }]);
    expect(masked.messages).toEqual([{ recipient: '2547*****678' }, { recipient: 'gr*ce@jamiicredit.co.ke' }]);
  });

  it('leaves other fields, dates, empty strings and nulls alone', () => {
    const masked = maskPayload(payload);
    expect(masked.userId).toBe(7);
    expect(masked.username).toBe('collector');
    expect(masked.when).toEqual(payload.when);
    expect(masked.empty).toEqual({ phone: '' });
    expect(masked.nothing).toBeNull();
  });

  it('masks the captured application data of an order: wallet, BVN phone and IMEI', () => {
    const masked = maskPayload({ bankCard: { walletAccount: '254712345678' }, tabs: { bvn: { registeredPhone: '254712345678', registeredName: 'Ann' }, device: { imei: '350000003500007' } } });
    expect(masked).toEqual({ bankCard: { walletAccount: '2547*****678' }, tabs: { bvn: { registeredPhone: '2547*****678', registeredName: 'Ann' }, device: { imei: '35***********07' } } });
  });

  it('masks a top-level array', () => {
    expect(maskPayload([{ phone: '254712345678' }])).toEqual([{ phone: '2547*****678' }]);
  });

  it('does not mutate its input', () => {
    const before = structuredClone(payload);
    maskPayload(payload);
    expect(payload).toEqual(before);
  });

  it('passes scalars through', () => {
    expect(maskPayload('254712345678')).toBe('254712345678');
    expect(maskPayload(42)).toBe(42);
    expect(maskPayload(null)).toBeNull();
  });
});
