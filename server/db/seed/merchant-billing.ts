/**
 * Demo prepaid billing for the three demo merchants over the last 30 days: the consumption types, recharges
 * recorded by finance and confirmed by the cashier (one awaiting confirmation, one rejected), and a daily SMS
 * bundle charged through the same code as the product's charges, so every balance equals its movements. The
 * demo orders submitted after this (npm start) are charged by the intake at the configured prices.
 */
import { inArray } from 'drizzle-orm';
import { eatDay } from '../../../common/money/bill-math';
import { charge } from '../../modules/merchant-billing/charge';
import * as recharges from '../../modules/merchant-billing/recharge.repository';
import { applyConfirmation } from '../../modules/merchant-billing/recharge.service';
import type { DbOrTx, Tx } from '../client';
import { consumptionTypes, users } from '../schema';
import { rng } from './applications';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const TYPES = [
  { code: 'ACQ-ORDER', name: 'Acquired order', basis: 'acquiredOrder', unitPriceCents: 25_00, remark: 'Each application the machine review passes to the merchant.' },
  { code: 'RISK-QUERY', name: 'Risk query', basis: 'riskQuery', unitPriceCents: 4_50, remark: 'Each application reviewed by the machine (credit bureau and lists).' },
  { code: 'SMS', name: 'SMS notification', basis: 'sms', unitPriceCents: 80, remark: 'Daily bundle of reminders and codes sent for the merchant.' },
  { code: 'BUREAU-REPORT', name: 'Credit bureau report', basis: 'manual', unitPriceCents: 15_00, remark: 'Full reports pulled on request.', enabled: false },
] as const;

/** Per merchant: recharges [days ago, KES, channel, outcome]. */
const RECHARGES: Record<string, [number, number, 'mpesa' | 'bank' | 'airtel', 'confirmed' | 'pending' | 'rejected'][]> = {
  '1501': [[30, 60_000, 'bank', 'confirmed'], [21, 25_000, 'mpesa', 'confirmed'], [12, 40_000, 'bank', 'confirmed'], [6, 18_000, 'mpesa', 'rejected'], [1, 20_000, 'mpesa', 'pending']],
  '1502': [[29, 45_000, 'bank', 'confirmed'], [18, 30_000, 'airtel', 'confirmed'], [8, 35_000, 'bank', 'confirmed'], [2, 15_000, 'mpesa', 'pending']],
  '1503': [[28, 30_000, 'mpesa', 'confirmed'], [15, 30_000, 'mpesa', 'confirmed'], [4, 25_000, 'bank', 'confirmed']],
};

type Movement = { at: Date; run: (tx: Tx) => Promise<void> };

export async function seedMerchantBilling(db: DbOrTx, merchantIds: ReadonlyMap<string, number>, now = new Date()): Promise<void> {
  // Called from the demo seed inside prepareData's transaction.
  const tx = db as Tx;
  const r = rng(17);
  const types = await tx.insert(consumptionTypes).values(TYPES.map((t) => ({ ...t, enabled: 'enabled' in t ? t.enabled : true }))).returning();
  const sms = types.find((t) => t.code === 'SMS')!;
  const staff = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['finance', 'cashier']));
  const recorder = staff.find((u) => u.username === 'finance')!.id;
  const confirmer = staff.find((u) => u.username === 'cashier')!.id;
  const movements: Movement[] = [];

  for (const [merchantNo, list] of Object.entries(RECHARGES)) {
    const merchantId = merchantIds.get(merchantNo)!;
    for (const [index, [daysAgo, kes, channel, outcome]] of list.entries()) {
      const at = new Date(now.getTime() - daysAgo * DAY + 9 * HOUR + r.int(0, 120) * 60_000);
      // A bank transfer's FT reference; an M-Pesa receipt as Safaricom prints it: 10 capital letters and digits.
      const day = eatDay(at).replaceAll('-', '');
      const channelRef = channel === 'bank' ? `FT${day}${merchantNo}${index}` : `S${day.slice(2)}${merchantNo.slice(-2)}${index % 10}`;
      movements.push({ at, run: async (t) => {
        const row = await recharges.insertRecharge(t, {
          rechargeNo: `RCH${eatDay(at).replaceAll('-', '')}${merchantNo}${index}`, merchantId, amountCents: kes * 100, channel, channelRef,
          status: 'pending', remark: index === 0 ? 'Opening float' : null, recordedBy: recorder, recordedAt: at,
        });
        if (outcome === 'pending') return;
        const reviewedAt = new Date(at.getTime() + 2 * HOUR);
        if (outcome === 'rejected') {
          await recharges.updateRecharge(t, row.id, { status: 'rejected', reviewedBy: confirmer, reviewedAt, reviewRemark: 'Not on the bank statement' });
          return;
        }
        await applyConfirmation(t, row, { reviewedBy: confirmer, reviewedAt, remark: null });
      } });
    }
    // From the day after the account opened (its first recharge) until yesterday.
    for (let daysAgo = Math.max(...list.map(([d]) => d)) - 1; daysAgo >= 1; daysAgo -= 1) {
      const at = new Date(now.getTime() - daysAgo * DAY + 8 * HOUR);
      const quantity = r.int(200, 900);
      movements.push({ at, run: async (t) => {
        await charge(t, { merchantId, type: sms, quantity, referenceKey: `sms:${merchantNo}:${eatDay(at)}`, remark: 'Daily SMS bundle', at });
      } });
    }
  }
  movements.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const m of movements) await m.run(tx);
}
