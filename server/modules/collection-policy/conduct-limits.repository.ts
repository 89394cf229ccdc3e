/** The reads behind the conduct rules' limits: the settings rows, a customer's outbound contacts in a time range, the per-customer lock. */
import { and, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { OUTBOUND_CHANNELS } from '../../../common/collection/my-collection';
import { queryRows, type DbOrTx } from '../../db/client';
import { collectionContacts, collectionSettings } from '../../db/schema';

/** The merchant's row and the default (null-merchant) row, whichever exist. */
export const settingsRows = (db: DbOrTx, merchantId: number) => db.select().from(collectionSettings)
  .where(or(eq(collectionSettings.merchantId, merchantId), isNull(collectionSettings.merchantId)));

/** Outbound attempts (calls, SMS, robot and AI calls) to the customers in [from, to), along collection_contacts_customer_day_idx. */
export async function countOutbound(db: DbOrTx, customerId: number | number[], from: Date, to: Date): Promise<number> {
  const ids = Array.isArray(customerId) ? customerId : [customerId];
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(collectionContacts).where(and(
    inArray(collectionContacts.customerId, ids), gte(collectionContacts.at, from), lt(collectionContacts.at, to),
    inArray(collectionContacts.channel, [...OUTBOUND_CHANNELS]),
  ));
  return Number(row.n);
}

/** Serialises contact attempts on one customer until the transaction ends (the daily cap's last attempt is taken once). */
export async function lockCustomerContacts(tx: DbOrTx, customerId: number) {
  await queryRows(tx, sql`select pg_advisory_xact_lock(13, ${customerId}::int)`);
}
