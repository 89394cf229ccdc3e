import { defineEntity } from '../crud/entity';
import { bankAccountFields } from './bank-account-fields';

/** RepaymentAccountManagement: the accounts customers repay a merchant into (table repayment_accounts). */
export const repaymentAccountEntity = defineEntity({
  name: 'repaymentAccount',
  screen: 'AfterLoanSystem/RepaymentAccountManagement',
  recordName: 'accountName',
  fields: bankAccountFields('repaymentAccount'),
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
