/** RepaymentAccountManagement rows, for the generic CRUD. */
import { crudSource } from '../../core/crud/crud.repository';
import { repaymentAccounts } from '../../db/schema';

export const repaymentAccountSource = crudSource(repaymentAccounts);
