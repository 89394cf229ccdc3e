/** RejectOrderReviewConfig's rules: one per merchant, a known merchant, refuse codes from the REFUSE_CODE dictionary. */
import { orderReviewConfigEntity } from '../../../common/entities/order-review-config';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import { findOptions } from '../dictionary/dictionary.repository';
import { reReviewConfigSource } from './order-review-config.repository';
import { merchantNames } from './order-review.repository';

export const orderReviewConfigService = createCrudService({
  entity: orderReviewConfigEntity,
  source: reReviewConfigSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId'], message: 'orderReviewConfig:errors.duplicateMerchant' }],
  hooks: {
    async prepare(tx, input, existing) {
      if (!existing && (await merchantNames(tx, [Number(input.merchantId)])).size === 0) {
        throw validationError('orderReviewConfig:errors.unknownMerchant');
      }
      if (!Array.isArray(input.refuseCodes)) return input;
      const known = new Set((await findOptions(tx, 'REFUSE_CODE')).map((o) => o.itemValue));
      const codes = [...new Set(input.refuseCodes.map(String))];
      const unknown = codes.filter((c) => !known.has(c));
      if (unknown.length) throw validationError('orderReviewConfig:errors.unknownRefuseCode', { codes: unknown.join(', ') });
      return { ...input, refuseCodes: codes };
    },
    async present(db, rows) {
      const names = await merchantNames(db, rows.map((r) => Number(r.merchantId)));
      return rows.map((r) => ({ ...r, merchantName: names.get(Number(r.merchantId)) ?? null }));
    },
  },
});
