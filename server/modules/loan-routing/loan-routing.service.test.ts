import { describe, expect, it } from 'vitest';
import { channelsInOrder } from './loan-routing.service';

const route = (productId: number | null, channel: string, priority: number) => ({ productId, channel, priority });

describe('channelsInOrder', () => {
  it('puts product routes before merchant-wide ones and keeps the given priority order within each', () => {
    expect(channelsInOrder([route(null, 'mpesa', 1), route(7, 'bank', 1), route(null, 'airtel', 2), route(7, 'airtel', 4)]))
      .toEqual(['bank', 'airtel', 'mpesa']);
  });

  it('lists a channel once, at its first place', () => {
    expect(channelsInOrder([route(7, 'mpesa', 5), route(null, 'mpesa', 1), route(null, 'airtel', 2)])).toEqual(['mpesa', 'airtel']);
  });

  it('leaves out channels it does not know, and gives nothing for no routes', () => {
    expect(channelsInOrder([route(null, 'pigeon', 1), route(null, 'airtel', 2)])).toEqual(['airtel']);
    expect(channelsInOrder([])).toEqual([]);
  });
});
