import { describe, expect, it } from 'vitest';
import type { StatementLine } from '../../integrations/payments/payment-channel.adapter';
import { reconcile, type BookEntry } from './reconciliation.match';

const at = new Date('2026-11-20T09:00:00Z');
const line = (reference: string, amountCents: number, status: StatementLine['status'] = 'success', direction: StatementLine['direction'] = 'payout', thirdPartyCode = `MP${reference}`): StatementLine =>
  ({ direction, reference, thirdPartyCode, account: '254711000001', amountCents, status, at });
const ours = (reference: string, amountCents: number, state: BookEntry['state'] = 'success', direction: BookEntry['direction'] = 'payout', thirdPartyCode: string | null = null): BookEntry =>
  ({ direction, reference, thirdPartyCode, amountCents, state, orderId: 7 });

describe('reconcile', () => {
  it('leaves pending lines out on either side and lists nothing that failed on both', () => {
    const result = reconcile([ours('A', 100, 'pending'), ours('B', 200, 'failed'), ours('C', 300)], [line('A', 100), line('B', 200, 'failed'), line('C', 300, 'pending')]);
    expect(result).toMatchObject({ pending: 2, matched: 0, missingInChannel: 0, missingInBooks: 0, amountDiffers: 0, items: [] });
  });

  it('counts money the channel moved for a payout we hold as failed as missing in our books', () => {
    const result = reconcile([ours('A', 100, 'failed')], [line('A', 100)]);
    expect(result.items).toEqual([{ outcome: 'missingInBooks', direction: 'payout', reference: 'A', thirdPartyCode: 'MPA', oursCents: null, theirsCents: 100, orderId: 7 }]);
    expect(result).toMatchObject({ oursCents: 0, theirsCents: 100 });
  });

  it('matches collections by receipt code and lists a second line under one key as unplaced money', () => {
    const result = reconcile([ours('FL-1', 500, 'success', 'collection', 'MPX')], [line('254711', 500, 'success', 'collection', 'MPX'), line('254711', 500, 'success', 'collection', 'MPX')]);
    expect(result).toMatchObject({ matched: 1, missingInBooks: 1, oursCents: 500, theirsCents: 1000 });
    expect(result.items.map((i) => i.outcome)).toEqual(['missingInBooks', 'matched']);
  });
});
