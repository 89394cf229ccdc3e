/** LoanerManagement: the standard list, add, edit, delete and enable routes over lender_accounts. */
import { loanerAccountEntity } from '../../../common/entities/loaner-account';
import { crudRoutes } from '../../core/crud/crud.routes';
import { bankAccountService } from '../after-loan-settings/bank-account.service';
import { lenderAccountSource } from './loaner-account.repository';

export const loanerAccountRoutes = crudRoutes(loanerAccountEntity, bankAccountService(loanerAccountEntity, lenderAccountSource));
