/**
 * What the AfterLoanSystem settings services share: the merchant must exist, rows carry its name, and a
 * per-merchant setting (auto cancel, auto settlement, auto write-off) exists once per merchant.
 */
import type { EntitySpec } from '../../../common/crud/entity';
import { AFTER_LOAN_SETTING_MESSAGES as M, remainderProblem } from '../../../common/entities/merchant-setting';
import type { CrudTable } from '../../core/crud/crud.repository';
import { createCrudService, type CrudHooks } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { merchantExists, merchantNames } from '../product/product.repository';

type Row = Record<string, unknown>;

/** Refuses a merchant id that names no merchant (only checked when the input carries one). */
export async function assertMerchantExists(db: DbOrTx, input: Row): Promise<void> {
  if (typeof input.merchantId === 'number' && !(await merchantExists(db, input.merchantId))) throw validationError(M.unknownMerchant);
}

/** Adds merchantName to each row with one query for the page. */
export async function withMerchantNames(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchantId as number))]);
  return rows.map((row) => ({ ...row, merchantName: names.get(row.merchantId as number) ?? null }));
}

/** The forgiven remainder of auto settlement and auto write-off: more than zero, at most KES 1,000. */
export function assertRemainder(input: Row): void {
  const problem = input.maxRemainderCents === undefined ? null : remainderProblem(input.maxRemainderCents as number);
  if (problem) throw validationError(problem.message);
}

/** A setting a merchant has at most once; `check` adds the rules of its own fields. */
export function merchantSettingService(entity: EntitySpec, source: CrudTable, check?: (input: Row) => void) {
  const hooks: CrudHooks = {
    async prepare(tx, input) {
      check?.(input);
      await assertMerchantExists(tx, input);
      return input;
    },
    present: withMerchantNames,
  };
  return createCrudService({ entity, source, merchantScope: { column: 'merchantId' }, unique: [{ fields: ['merchantId'], message: M.duplicateMerchant }], hooks });
}
