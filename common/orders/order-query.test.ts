import { describe, expect, it } from 'vitest';
import { orderListQuerySchema } from './order-query';

describe('order list query', () => {
  it('reads one state, a comma-separated list or an array', () => {
    expect(orderListQuerySchema.parse({ status: '20' }).status).toEqual([20]);
    expect(orderListQuerySchema.parse({ status: '20,30' }).status).toEqual([20, 30]);
    expect(orderListQuerySchema.parse({ status: ['10', '40'] }).status).toEqual([10, 40]);
    expect(orderListQuerySchema.parse({}).status).toBeUndefined();
  });

  it('drops empty text filters and refuses a malformed day', () => {
    expect(orderListQuerySchema.parse({ phone: '  ', orderNo: '' })).toMatchObject({ phone: undefined, orderNo: undefined });
    expect(orderListQuerySchema.safeParse({ applyDayFrom: '21/11/2026' }).success).toBe(false);
  });
});
