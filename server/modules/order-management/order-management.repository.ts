/**
 * The export's reads: a bounded count, then the filtered orders in chunks by keyset on the list order
 * (apply_at desc, id desc), so no more than one chunk is ever in memory.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter } from '../../../common/orders/order-query';
import type { OrderListRow } from '../../../common/orders/order-row';
import type { DbOrTx } from '../../db/client';
import { merchants, orders, products, users } from '../../db/schema';
import { orderWhere, type MerchantScope } from '../order/order-list.repository';

/** How many orders match, counting no further than `limit`. */
export async function countUpTo(db: DbOrTx, filter: OrderFilter, scope: MerchantScope, limit: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(orders).where(and(...orderWhere(filter, scope))).limit(limit).as('matching');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return Number(row.total);
}

export interface ExportCursor {
  applyAt: string;
  id: number;
}

const o = orders;
const exportColumns = {
  id: o.id, orderNo: o.orderNo, merchantName: merchants.merchantName, customerName: o.customerName, idNumber: o.idNumber,
  certificateNumber: o.certificateNumber, phone: o.phone, status: o.status, refuseCode: o.refuseCode, denialReason: o.denialReason,
  applyAt: o.applyAt, lendingAt: o.lendingAt, loanAmountCents: o.loanAmountCents, practicalAmountCents: o.practicalAmountCents,
  termDays: o.termDays, installments: o.installments, productName: products.productName, loanType: o.loanType,
  incomingChannel: o.incomingChannel, promotionChannel: o.promotionChannel, lendingChannel: o.lendingChannel,
  whitelist: o.whitelist, modelLevel: o.modelLevel, auditorName: users.realName, dataSource: o.dataSource,
  /** apply_at exactly as stored (microseconds included), for the next chunk's cursor. */
  cursorAt: sql<string>`${o.applyAt}::text`,
};

export type ExportRow = Pick<OrderListRow, Exclude<keyof typeof exportColumns, 'applyAt' | 'lendingAt' | 'cursorAt'>> & { applyAt: Date; lendingAt: Date | null; cursorAt: string };

/** The next chunk after `after` (or the first), newest application first, matching the list's order and index. */
export async function exportChunk(db: DbOrTx, filter: OrderFilter, scope: MerchantScope, after: ExportCursor | null, size: number): Promise<ExportRow[]> {
  const where: SQL[] = orderWhere(filter, scope);
  if (after) where.push(sql`(${o.applyAt}, ${o.id}) < (${after.applyAt}::timestamptz, ${after.id})`);
  const rows = await db.select(exportColumns).from(o)
    .innerJoin(merchants, eq(merchants.id, o.merchantId))
    .innerJoin(products, eq(products.id, o.productId))
    .leftJoin(users, eq(users.id, o.auditorId))
    .where(and(...where))
    .orderBy(sql`${o.applyAt} desc nulls last, ${o.id} desc nulls last`)
    .limit(size);
  return rows.map((r) => ({ ...r, id: Number(r.id), loanAmountCents: Number(r.loanAmountCents), practicalAmountCents: Number(r.practicalAmountCents) })) as ExportRow[];
}
