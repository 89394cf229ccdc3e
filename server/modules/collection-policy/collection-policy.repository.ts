/** The level bands (`collection_levels`) and conduct rules (`collection_settings`) tables, and the merchant names they show. */
import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { LevelKind } from '../../../common/collection/statuses';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx, Tx } from '../../db/client';
import { collectionLevels, collectionSettings, merchants } from '../../db/schema';

export const levelSource = crudSource(collectionLevels);
export const settingsSource = crudSource(collectionSettings);

export const kindIs = (kind: LevelKind): SQL => eq(collectionLevels.kind, kind);

const sameMerchant = (merchantId: number | null): SQL => (merchantId === null
  ? sql`${collectionLevels.merchantId} is null` : eq(collectionLevels.merchantId, merchantId));

/** Serialises band writes of one system and merchant, so two racing saves cannot both pass the overlap check. */
export async function lockBands(tx: Tx, system: string, merchantId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`collection_levels:${system}:${merchantId ?? 0}`}))`);
}

export interface BandKey { system: string; kind: LevelKind; merchantId: number | null; minDays: number; maxDays: number }

/** The first other band of the same system, kind and merchant whose days meet [minDays, maxDays]. */
export async function findOverlappingBand(tx: DbOrTx, band: BandKey, exceptId: number | null) {
  const [row] = await tx.select({ id: collectionLevels.id, level: collectionLevels.level, minDays: collectionLevels.minDays, maxDays: collectionLevels.maxDays })
    .from(collectionLevels)
    .where(and(
      eq(collectionLevels.system, band.system as 'v1'), kindIs(band.kind), sameMerchant(band.merchantId),
      lte(collectionLevels.minDays, band.maxDays), gte(collectionLevels.maxDays, band.minDays),
      ...(exceptId === null ? [] : [ne(collectionLevels.id, exceptId)]),
    ))
    .orderBy(collectionLevels.minDays).limit(1);
  return row ?? null;
}

export async function merchantExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, id)).limit(1);
  return Boolean(row);
}

/** Names of the given merchants in one query. */
export async function merchantNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

