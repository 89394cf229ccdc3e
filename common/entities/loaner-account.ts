import { defineEntity } from '../crud/entity';
import { bankAccountFields } from './bank-account-fields';

/** LoanerManagement: the accounts a merchant lends from (table lender_accounts). */
export const loanerAccountEntity = defineEntity({
  name: 'loanerAccount',
  screen: 'AfterLoanSystem/LoanerManagement',
  recordName: 'accountName',
  fields: bankAccountFields('loanerAccount'),
  defaultSort: { field: 'merchantId', order: 'asc' },
  toggleable: true,
});
