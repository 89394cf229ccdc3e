import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { Db, DbOrTx } from '../../db/client';
import { outboxMerchants, outboxMessages, userMerchants, users } from '../../db/schema';
import { attemptsOf } from './sms-delivery.repository';
import { unreadCacheOf } from './unread-cache';

export async function insertOutboxMessage(db: DbOrTx, values: typeof outboxMessages.$inferInsert) {
  const [row] = await db.insert(outboxMessages).values(values).returning();
  return row;
}

export async function updateOutboxMessage(db: DbOrTx, id: number, values: Partial<typeof outboxMessages.$inferInsert>) {
  await db.update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
}

export interface OutboxFilter {
  recipientUserId?: number;
  channel?: 'sms' | 'email';
  /** The caller's merchants (null: all): a message sent for one of them, or to a user tied only to them. */
  scope?: MerchantScope;
}

/**
 * A message belongs to the merchant it was sent for (outbox_merchants) or, sent to staff, to the merchants its
 * recipient is tied to; it is inside a limited scope when that merchant is, or when the recipient is tied to at
 * least one merchant and to none outside the scope. Anything else (head-office staff, unknown addresses) is not.
 */
export function outboxScopeClause(scope: MerchantScope | undefined): SQL | undefined {
  if (scope === undefined || scope === null) return undefined;
  const forMerchant = sql`exists (select 1 from ${outboxMerchants} where ${outboxMerchants.outboxId} = ${outboxMessages.id}
    and ${merchantScopeClause(outboxMerchants.merchantId, scope)})`;
  const outsideLinks = sql`exists (select 1 from ${userMerchants} where ${userMerchants.userId} = ${users.id}
    and not ${merchantScopeClause(userMerchants.merchantId, scope)})`;
  const anyLink = sql`exists (select 1 from ${userMerchants} where ${userMerchants.userId} = ${users.id})`;
  const toStaffInside = sql`${outboxMessages.recipientUserId} in (select ${users.id} from ${users}
    where (${users.merchantId} is not null or ${anyLink}) and (${users.merchantId} is null or ${merchantScopeClause(users.merchantId, scope)})
    and not ${outsideLinks})`;
  return sql`(${forMerchant} or ${toStaffInside})`;
}

function where(filter: OutboxFilter): SQL | undefined {
  return and(
    filter.recipientUserId === undefined ? undefined : eq(outboxMessages.recipientUserId, filter.recipientUserId),
    filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
    outboxScopeClause(filter.scope),
  );
}

export async function listOutbox(db: DbOrTx, filter: OutboxFilter, offset: number, limit: number) {
  const [records, [{ total }]] = await Promise.all([
    db.select().from(outboxMessages).where(where(filter)).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit).offset(offset),
    db.select({ total: count() }).from(outboxMessages).where(where(filter)),
  ]);
  // Each SMS's hand-overs to its routes' providers (one read for the page).
  const attempts = await attemptsOf(db, records.map((r) => r.id));
  return { records: records.map((r) => ({ ...r, attempts: attempts.filter((a) => a.outboxId === r.id) })), total: Number(total) };
}

export async function outboxStatus(db: DbOrTx, id: number) {
  const [row] = await db.select({ status: outboxMessages.status }).from(outboxMessages).where(eq(outboxMessages.id, id));
  return row.status;
}

/** Whose message it is and whether it is inside `scope` (the message centre shows one's own; WarningNotify:viewAll those of the caller's merchants); null when there is none. */
export async function messageOwner(db: DbOrTx, id: number, scope: MerchantScope = null) {
  const [row] = await db.select({ recipientUserId: outboxMessages.recipientUserId, inScope: sql<boolean>`${outboxScopeClause(scope) ?? sql`true`}` })
    .from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ?? null;
}

const unreadQuery = (db: Db) => db.select({ total: count() }).from(outboxMessages)
  .where(and(eq(outboxMessages.recipientUserId, sql.placeholder('userId')), isNull(outboxMessages.readAt)))
  .prepare('outbox_unread');
const unreadQueries = new WeakMap<Db, ReturnType<typeof unreadQuery>>();

/**
 * Asked by every signed-in screen (the header's badge): from memory until the user's count changes
 * (unread-cache.ts), otherwise a prepared statement, its SQL built once per database.
 */
export function countUnread(db: Db, userId: number): Promise<number> {
  return unreadCacheOf(db)?.read(userId, () => queryUnread(db, userId)) ?? queryUnread(db, userId);
}

async function queryUnread(db: Db, userId: number) {
  let query = unreadQueries.get(db);
  if (!query) {
    query = unreadQuery(db);
    unreadQueries.set(db, query);
  }
  const [{ total }] = await query.execute({ userId });
  return Number(total);
}

export async function markRead(db: DbOrTx, userId: number, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db.update(outboxMessages).set({ readAt: at })
    .where(and(eq(outboxMessages.recipientUserId, userId), isNull(outboxMessages.readAt), inArray(outboxMessages.id, ids)));
}
