/** ConsumptionTypeConfig on the CRUD kit: a type that has charged anything is disabled, never deleted (its rows name it). */
import { consumptionTypeEntity, MAX_UNIT_PRICE_CENTS } from '../../../common/merchant/consumption-type';
import { formatKes } from '../../../common/money';
import { crudRoutes } from '../../core/crud/crud.routes';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import { consumptionTypeSource, typeUsed } from './consumption.repository';

const consumptionTypeService = createCrudService({
  entity: consumptionTypeEntity,
  source: consumptionTypeSource,
  merchantScope: notMerchantScoped('the billing catalogue every merchant is billed by'),
  unique: [{ fields: ['code'], message: 'validation.duplicateCode' }],
  hooks: {
    async prepare(_tx, input) {
      if (typeof input.unitPriceCents === 'number' && input.unitPriceCents > MAX_UNIT_PRICE_CENTS) {
        throw validationError('merchantBilling:errors.priceRange', { max: formatKes(MAX_UNIT_PRICE_CENTS) });
      }
      return input;
    },
    async beforeDelete(tx, row) {
      if (await typeUsed(tx, Number(row.id))) throw conflict('merchantBilling:errors.typeInUse');
    },
  },
});

export const consumptionTypeRoutes = crudRoutes(consumptionTypeEntity, consumptionTypeService);
