import { repaymentAccountEntity } from '../../../../common/entities/repayment-account';
import { BankAccountList } from '../BankAccountList';

/** The accounts customers repay each merchant into; a bank and account number appear once. */
export default function RepaymentAccountManagement() {
  return <BankAccountList entity={repaymentAccountEntity} />;
}
