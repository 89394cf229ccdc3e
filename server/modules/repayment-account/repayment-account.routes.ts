/** RepaymentAccountManagement: the standard list, add, edit, delete and enable routes over repayment_accounts. */
import { repaymentAccountEntity } from '../../../common/entities/repayment-account';
import { crudRoutes } from '../../core/crud/crud.routes';
import { bankAccountService } from '../after-loan-settings/bank-account.service';
import { repaymentAccountSource } from './repayment-account.repository';

export const repaymentAccountRoutes = crudRoutes(repaymentAccountEntity, bankAccountService(repaymentAccountEntity, repaymentAccountSource));
