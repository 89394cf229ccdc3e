/**
 * Level bands (overdue and pre-reminder) on the CRUD kit: each write checks the band's own rule (min ≤ max,
 * overdue from day 1, pre-reminder up to D0), that its merchant exists, that no other band of the same system,
 * kind and merchant meets its days, and that its label is unique there; audited by the kit.
 */
import { bandProblem, POLICY_ENTITIES, POLICY_MESSAGES, shownLevel } from '../../../common/collection/policies';
import type { LevelKind } from '../../../common/collection/statuses';
import { createCrudService } from '../../core/crud/crud.service';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, validationError } from '../../core/errors';
import { findOverlappingBand, kindIs, levelSource, lockBands, merchantExists, merchantNames } from './collection-policy.repository';

type Row = Record<string, unknown>;

export async function checkMerchant(db: DbOrTx, merchantId: unknown) {
  if (typeof merchantId === 'number' && !(await merchantExists(db, merchantId))) throw validationError('collectionPolicy:errors.unknownMerchant');
}

/** Adds the merchant's name (null merchant: the default bands) without one query per row. */
export async function withMerchantNames(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchantId).filter((id): id is number => typeof id === 'number'))]);
  return rows.map((r) => ({ ...r, merchantName: typeof r.merchantId === 'number' ? names.get(r.merchantId) ?? null : null }));
}

function bandService(kind: LevelKind) {
  const sameKind = (row: Row) => { if (row.kind !== kind) throw notFound(); };
  return createCrudService({
    entity: POLICY_ENTITIES[kind],
    source: levelSource,
    merchantScope: { column: 'merchantId', nullIsShared: true },
    unique: [{ fields: ['system', 'merchantId', 'level'], message: POLICY_MESSAGES.duplicateLevel }],
    hooks: {
      async prepare(tx, input, existing) {
        if (existing) sameKind(existing);
        const band = { ...existing, ...input, kind } as Row;
        const problem = bandProblem(kind, band.minDays as number, band.maxDays as number);
        if (problem) throw validationError(problem.message);
        await checkMerchant(tx, band.merchantId);
        const merchantId = (band.merchantId as number | null | undefined) ?? null;
        await lockBands(tx, String(band.system), merchantId);
        const other = await findOverlappingBand(tx, { system: String(band.system), kind, merchantId, minDays: band.minDays as number, maxDays: band.maxDays as number }, existing ? Number(existing.id) : null);
        if (other) throw conflict(POLICY_MESSAGES.overlap, { level: shownLevel(String(band.system), other.level), min: other.minDays, max: other.maxDays });
        return existing ? input : { ...input, kind };
      },
      async beforeToggle(_tx, row) { sameKind(row); },
      async beforeDelete(_tx, row) { sameKind(row); },
      present: withMerchantNames,
      listScope: () => [kindIs(kind)],
    },
  });
}

export const overdueBandService = bandService('overdue');
export const preReminderBandService = bandService('preReminder');
