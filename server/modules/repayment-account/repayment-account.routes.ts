/** RepaymentAccountManagement: the standard list, add, edit, delete and enable routes over repayment_accounts. */
import { repaymentAccountEntity } from '../../../common/entities/repayment-account';
import { crudRoutes } from '../../core/crud/crud.routes';
import { repaymentAccounts } from '../../db/schema';
import { bankAccountService } from '../after-loan-settings/bank-account.service';

export const repaymentAccountRoutes = crudRoutes(repaymentAccountEntity, bankAccountService(repaymentAccountEntity, repaymentAccounts));
