/**
 * The unsettled bills of the bill list's filter, for zero settlement over all filtered rows: read page by page
 * along the primary key after the last id (never the whole table), at most `limit`.
 */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { BillFilter } from '../../../common/money/repay-lists';
import type { DbOrTx } from '../../db/client';
import { bills, orders } from '../../db/schema';
import { amountDue } from '../bill/bill.repository';
import type { MerchantScope } from '../order/order-list.repository';
import { billWhere } from './bills.repository';

const PAGE = 500;

export async function unsettledBillsOf(db: DbOrTx, filter: BillFilter, scope: MerchantScope, today: string, limit: number) {
  const where = [...billWhere(filter, scope, today), ne(bills.status, 'settled')];
  const found: { id: number; amountDueCents: number }[] = [];
  let after = 0;
  while (found.length < limit) {
    const size = Math.min(PAGE, limit - found.length);
    const rows = await db.select({ bill: bills }).from(bills).innerJoin(orders, eq(orders.id, bills.orderId))
      .where(and(...where, gt(bills.id, after))).orderBy(asc(bills.id)).limit(size);
    found.push(...rows.map(({ bill }) => ({ id: bill.id, amountDueCents: amountDue(bill) })));
    if (rows.length < size) break;
    after = rows[rows.length - 1].bill.id;
  }
  return found;
}
