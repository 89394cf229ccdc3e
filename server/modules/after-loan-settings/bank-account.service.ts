/** LoanerManagement and RepaymentAccountManagement: the same rules over two tables of the same shape. */
import type { EntitySpec } from '../../../common/crud/entity';
import { AFTER_LOAN_SETTING_MESSAGES as M } from '../../../common/entities/merchant-setting';
import type { CrudTable } from '../../core/crud/crud.repository';
import { createCrudService } from '../../core/crud/crud.service';
import { assertMerchantExists, withMerchantNames } from './merchant-setting';

/** A bank and account number appear once per table, compared without regard to case. */
export function bankAccountService(entity: EntitySpec, source: CrudTable) {
  return createCrudService({
    entity,
    source,
    merchantScope: { column: 'merchantId' },
    unique: [{ fields: ['bankName', 'accountNo'], message: M.duplicateAccount }],
    hooks: {
      async prepare(tx, input) {
        await assertMerchantExists(tx, input);
        return input;
      },
      present: withMerchantNames,
    },
  });
}
