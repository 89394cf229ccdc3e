/** Products: unique code, minimum ≤ maximum amount, a known merchant; a product orders use cannot be deleted. */
import { productEntity, productProblem } from '../../../common/entities/product';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict, validationError } from '../../core/errors';
import { countOrdersOfProduct, levelRatesOf, merchantExists, merchantNames, productSource } from './product.repository';

type Row = Record<string, unknown>;

export const productService = createCrudService({
  entity: productEntity,
  source: productSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['productCode'], message: 'validation.duplicateCode' }],
  hooks: {
    async prepare(tx, input, existing) {
      const problem = productProblem({ ...existing, ...input });
      if (problem) throw validationError(problem.message);
      if (typeof input.merchantId === 'number' && !(await merchantExists(tx, input.merchantId))) {
        throw validationError('product:errors.unknownMerchant');
      }
      return input;
    },
    async beforeDelete(tx, row) {
      const used = await countOrdersOfProduct(tx, row.id as number);
      if (used > 0) throw conflict('product:errors.inUse', { name: String(row.productCode), count: used });
    },
    async present(db, rows) {
      const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchantId as number))]);
      // One source of price (docs/decisions.md): a level's risk pricing row replaces the product's rate; the screen names them.
      const rates = await levelRatesOf(db, rows.map((r) => r.id as number));
      return rows.map((row): Row => ({ ...row, merchantName: names.get(row.merchantId as number) ?? null, levelRates: rates.get(row.id as number) ?? [] }));
    },
  },
});
