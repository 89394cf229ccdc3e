/** What a repayment needs to know about a bill's loan: the order's dates and rates and the product's fees. */
import { eq } from 'drizzle-orm';
import type { BillTerms } from '../../../common/money/bill-math';
import type { DbOrTx } from '../../db/client';
import { orders, products } from '../../db/schema';

export interface LoanOfBill {
  orderId: number;
  orderNo: string;
  customerId: number;
  merchantId: number;
  status: number;
  lendingAt: Date | null;
  practicalAmountCents: number;
  loanAmountCents: number;
  terms: BillTerms;
}

export async function loanOfBill(db: DbOrTx, orderId: number): Promise<LoanOfBill | undefined> {
  const [row] = await db.select({
    orderId: orders.id, orderNo: orders.orderNo, customerId: orders.customerId, merchantId: orders.merchantId, status: orders.status,
    lendingAt: orders.lendingAt, practicalAmountCents: orders.practicalAmountCents, loanAmountCents: orders.loanAmountCents,
    dailyInterestBp: orders.dailyInterestBp, termDays: orders.termDays, lateFeeDailyBp: products.lateFeeDailyBp, extensionFeeBp: products.extensionFeeBp,
  }).from(orders).innerJoin(products, eq(products.id, orders.productId)).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const { dailyInterestBp, termDays, lateFeeDailyBp, extensionFeeBp, ...loan } = row;
  return { ...loan, terms: { dailyInterestBp, termDays, lateFeeDailyBp, extensionFeeBp } };
}
