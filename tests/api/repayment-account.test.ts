/** RepaymentAccountManagement (repayment_accounts): the bank-account cases, with lender accounts as the other table. */
import { repaymentAccounts } from '../../server/db/schema';
import { bankAccountCases } from './bank-account.cases';

bankAccountCases('repaymentAccount', repaymentAccounts, 'loanerAccount');
