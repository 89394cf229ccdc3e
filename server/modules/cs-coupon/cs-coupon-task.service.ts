/**
 * Coupon tasks (CustomerServiceCouponConfig): CRUD on the pattern. The limits must not exceed their cap:
 * per-request ≤ daily ≤ total ≤ count, and the count never below what is already applied for.
 */
import { csCouponTaskEntity } from '../../../common/entities/cs-coupon-task';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { appOptions, applicationsOfTask, csCouponTaskSource, merchantsFound } from './cs-coupon.repository';

type Input = Record<string, unknown>;

async function checkChoices(tx: DbOrTx, merged: Input) {
  const ids = (merged.merchantIds as number[] | undefined) ?? [];
  const apps = (merged.apps as string[] | undefined) ?? [];
  if (!ids.length || !apps.length) throw validationError('csCoupon:errors.incomplete');
  if ((await merchantsFound(tx, ids)) !== new Set(ids).size) throw validationError('validation.option');
  const known = new Set((await appOptions(tx)).map((o) => o.value));
  if (apps.some((a) => !known.has(a))) throw validationError('validation.option');
}

export const csCouponTaskService = createCrudService({
  entity: csCouponTaskEntity,
  source: csCouponTaskSource,
  merchantScope: { merchantIds: 'merchantIds' },
  unique: [{ fields: ['name'], message: 'csCoupon:errors.duplicateTask' }],
  hooks: {
    async prepare(tx, input, existing) {
      const merged: Input = { ...existing, ...input };
      const [per, daily, total, stock] = ['perRequestLimit', 'dailyLimit', 'totalLimit', 'count'].map((f) => Number(merged[f]));
      if (!(per <= daily && daily <= total && total <= stock)) throw validationError('csCoupon:errors.limitAboveCap');
      if (Number(merged.faceValueCents) <= 0) throw validationError('csCoupon:errors.faceValueZero');
      if (existing && stock < Number(existing.usedCount)) throw validationError('csCoupon:errors.countBelowUsed');
      await checkChoices(tx, merged);
      return input;
    },
    async beforeDelete(tx, row) {
      if (await applicationsOfTask(tx, Number(row.id))) throw conflict('csCoupon:errors.taskInUse');
    },
  },
});
