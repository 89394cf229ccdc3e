/** The help widget's key (one row) and the decode log. */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiHelpDecodes, aiHelpKeys, customers, merchants, users } from '../../db/schema';

export const KEY_ROW_ID = 1;

export async function findKey(db: DbOrTx) {
  const [row] = await db.select({ keyBase64: aiHelpKeys.keyBase64, changedAt: aiHelpKeys.changedAt, changedByName: users.realName })
    .from(aiHelpKeys).leftJoin(users, eq(users.id, aiHelpKeys.changedBy)).where(eq(aiHelpKeys.id, KEY_ROW_ID));
  return row ?? null;
}

export async function saveKey(db: DbOrTx, keyBase64: string, userId: number, at: Date) {
  await db.insert(aiHelpKeys).values({ id: KEY_ROW_ID, keyBase64, changedBy: userId, changedAt: at })
    .onConflictDoUpdate({ target: aiHelpKeys.id, set: { keyBase64, changedBy: userId, changedAt: at } });
}

export async function findCustomerByNo(db: DbOrTx, customerNo: string) {
  const [row] = await db.select({
    customerId: customers.id, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone,
    merchantId: customers.merchantId, merchantName: merchants.merchantName,
  }).from(customers).innerJoin(merchants, eq(merchants.id, customers.merchantId)).where(eq(customers.customerNo, customerNo));
  return row ?? null;
}

export async function insertDecode(db: DbOrTx, values: typeof aiHelpDecodes.$inferInsert) {
  const [row] = await db.insert(aiHelpDecodes).values(values).returning({ id: aiHelpDecodes.id });
  return row;
}

export async function decodePage(db: DbOrTx, limit: number, offset: number) {
  const rows = await db.select({
    id: aiHelpDecodes.id, userName: users.realName, uidPrefix: aiHelpDecodes.uidPrefix, outcome: aiHelpDecodes.outcome,
    customerNo: customers.customerNo, fullName: customers.fullName, createdAt: aiHelpDecodes.createdAt,
  }).from(aiHelpDecodes).innerJoin(users, eq(users.id, aiHelpDecodes.userId)).leftJoin(customers, eq(customers.id, aiHelpDecodes.customerId))
    .orderBy(desc(aiHelpDecodes.createdAt), desc(aiHelpDecodes.id)).limit(limit).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(aiHelpDecodes);
  return { rows, total: Number(total) };
}
