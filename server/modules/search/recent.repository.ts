/**
 * The palette's recent records (palette_recents): one row per user and record, the newest opening first along
 * palette_recents_user_opened_idx; a user keeps their last RECENTS_KEPT.
 */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { RECENTS_KEPT, type RecordKind } from '../../../common/search/records';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { paletteRecents } from '../../db/schema';

export interface RecentRow {
  userId: number;
  kind: RecordKind;
  recordId: number;
  title: string;
  merchantId: number | null;
  merchantName: string | null;
  path: string;
  searched: string;
  openedAt: Date;
}

/** The opening is the newest of the user's; the oldest beyond RECENTS_KEPT go. */
export async function saveOpening(tx: DbOrTx, row: RecentRow) {
  await tx.insert(paletteRecents).values(row).onConflictDoUpdate({
    target: [paletteRecents.userId, paletteRecents.kind, paletteRecents.recordId],
    set: { title: row.title, merchantId: row.merchantId, merchantName: row.merchantName, path: row.path, searched: row.searched, openedAt: row.openedAt },
  });
  const [edge] = await tx.select({ openedAt: paletteRecents.openedAt }).from(paletteRecents)
    .where(eq(paletteRecents.userId, row.userId)).orderBy(desc(paletteRecents.openedAt)).offset(RECENTS_KEPT - 1).limit(1);
  if (edge) await tx.delete(paletteRecents).where(and(eq(paletteRecents.userId, row.userId), lt(paletteRecents.openedAt, edge.openedAt)));
}

/** The user's openings, newest first, of the kinds given and (for records of a merchant) within their merchants. */
export function openings(db: DbOrTx, userId: number, kinds: readonly RecordKind[], scope: MerchantScope) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db.select({
    kind: paletteRecents.kind, id: paletteRecents.recordId, title: paletteRecents.title, merchantName: paletteRecents.merchantName,
    path: paletteRecents.path, searched: paletteRecents.searched, openedAt: paletteRecents.openedAt,
  }).from(paletteRecents)
    .where(and(
      eq(paletteRecents.userId, userId), inArray(paletteRecents.kind, [...kinds]),
      scope === null ? undefined : or(isNull(paletteRecents.merchantId), merchantScopeClause(paletteRecents.merchantId, scope) ?? sql`true`),
    ))
    .orderBy(desc(paletteRecents.openedAt), desc(paletteRecents.id)).limit(RECENTS_KEPT);
}
