/** LoanerManagement rows (lender accounts), for the generic CRUD. */
import { crudSource } from '../../core/crud/crud.repository';
import { lenderAccounts } from '../../db/schema';

export const lenderAccountSource = crudSource(lenderAccounts);
