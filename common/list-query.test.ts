import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { escapeLike, phoneFilter, sortOf, sortQuery } from './list-query';
import { normalisePhone } from './validators';

describe('normalisePhone', () => {
  it('turns every way a Kenyan number is typed into the stored 254… form', () => {
    for (const typed of ['0721722269', '721722269', '254721722269', '+254721722269', '+254 721 722 269', '0721-722-269',
      '254 0721722269', '+254 (0)721 722269', ' 0721.722.269 ']) {
      expect(normalisePhone(typed), typed).toBe('254721722269');
    }
    expect(normalisePhone('0110123456')).toBe('254110123456');
  });

  it('refuses what is not a whole number', () => {
    for (const bad of ['', '0721', '07217222690', '25472172226', '521722269', '255721722269', '0721abc269', '++254721722269']) {
      expect(normalisePhone(bad), bad).toBeNull();
    }
  });
});

describe('phoneFilter', () => {
  const schema = z.object({ phone: phoneFilter });
  it('normalises, leaves blank out and refuses the rest with the phone message', () => {
    expect(schema.parse({ phone: '0721 722 269' }).phone).toBe('254721722269');
    expect(schema.parse({ phone: '  ' }).phone).toBeUndefined();
    expect(schema.parse({}).phone).toBeUndefined();
    const bad = schema.safeParse({ phone: '0721' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('validation.phone');
  });
});

describe('sortQuery', () => {
  const schema = z.object(sortQuery(['applyAt', 'lendingAt'] as const));
  it('takes an allowed column in antd or Refine words', () => {
    expect(sortOf(schema.parse({ sortField: 'lendingAt', sortOrder: 'ascend' }), 'applyAt')).toEqual({ field: 'lendingAt', direction: 'asc' });
    expect(sortOf(schema.parse({ sortField: 'lendingAt', sortOrder: 'desc' }), 'applyAt')).toEqual({ field: 'lendingAt', direction: 'desc' });
    expect(sortOf(schema.parse({ sortOrder: 'asc' }), 'applyAt')).toEqual({ field: 'applyAt', direction: 'asc' });
    expect(sortOf(schema.parse({ sortField: '', sortOrder: '' }), 'applyAt')).toBeNull();
  });

  it('refuses another column or order with their messages', () => {
    expect(schema.safeParse({ sortField: 'customerName' }).error?.issues[0].message).toBe('validation.sortField');
    expect(schema.safeParse({ sortField: 'applyAt', sortOrder: 'up' }).error?.issues[0].message).toBe('validation.sortOrder');
  });
});

describe('escapeLike', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
