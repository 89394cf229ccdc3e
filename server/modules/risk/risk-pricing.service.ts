/** Pricing: one row per product and model level; the level must exist in a model and the cap stays within the product's maximum. */
import { riskPricingEntity } from '../../../common/entities/risk-pricing';
import { formatKes } from '../../../common/money';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import { productParent, productsByIds } from '../product/product.repository';
import { levelNameExists } from './risk-model.repository';
import { riskPricingSource } from './risk-pricing.repository';

type Row = Record<string, unknown>;

export const riskPricingService = createCrudService({
  entity: riskPricingEntity,
  source: riskPricingSource,
  merchantScope: { through: { ...productParent, column: 'productId' } },
  unique: [{ fields: ['productId', 'modelLevel'], message: 'riskPricing:errors.duplicate' }],
  hooks: {
    async prepare(tx, input, existing) {
      const values = typeof input.modelLevel === 'string' ? { ...input, modelLevel: input.modelLevel.toUpperCase() } : input;
      const merged = { ...existing, ...values };
      const [product] = await productsByIds(tx, [merged.productId as number]);
      if (!product) throw validationError('riskPricing:errors.unknownProduct');
      if (values.modelLevel !== undefined && !(await levelNameExists(tx, String(values.modelLevel)))) {
        throw validationError('riskPricing:errors.unknownLevel', { level: String(values.modelLevel) });
      }
      if ((merged.maxAmountCents as number) > product.maxAmountCents) {
        throw validationError('riskPricing:errors.overProductMax', { max: formatKes(product.maxAmountCents) });
      }
      return values;
    },
    async present(db, rows) {
      const products = new Map((await productsByIds(db, [...new Set(rows.map((r) => r.productId as number))])).map((p) => [p.id, p]));
      return rows.map((row): Row => {
        const product = products.get(row.productId as number);
        return { ...row, productCode: product?.productCode ?? null, productName: product?.productName ?? null };
      });
    },
  },
});
