/** LoanerManagement (lender_accounts): the bank-account cases, with repayment accounts as the other table. */
import { lenderAccounts } from '../../server/db/schema';
import { bankAccountCases } from './bank-account.cases';

bankAccountCases('loanerAccount', lenderAccounts, 'repaymentAccount');
