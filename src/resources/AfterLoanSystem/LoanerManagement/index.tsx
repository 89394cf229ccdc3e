import { loanerAccountEntity } from '../../../../common/entities/loaner-account';
import { BankAccountList } from '../BankAccountList';

/** The accounts each merchant lends from; a bank and account number appear once. */
export default function LoanerManagement() {
  return <BankAccountList entity={loanerAccountEntity} />;
}
