/** RejectOrderReviewConfig: CRUD of re_review_configs, one per merchant, refuse codes from the REFUSE_CODE dictionary. */
import { orderReviewConfigEntity } from '../../../common/entities/order-review-config';
import { crudSource } from '../../core/crud/crud.repository';
import { crudRoutes } from '../../core/crud/crud.routes';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import { reReviewConfigs } from '../../db/schema';
import { findOptions } from '../dictionary/dictionary.repository';
import { merchantNames } from './order-review.repository';

const service = createCrudService({
  entity: orderReviewConfigEntity,
  source: crudSource(reReviewConfigs),
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

export const orderReviewConfigRoutes = crudRoutes(orderReviewConfigEntity, service);
