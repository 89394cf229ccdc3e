import { loanLimitProblem, merchantLoanLimitEntity } from '../../../../common/entities/merchant-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../../AfterLoanSystem/settings-columns';

/** Per merchant and customer type: the lowest amount the intake accepts and the highest pricing allows. */
export default function MerchantLoanAmountManagement() {
  return (
    <CrudListPage entity={merchantLoanLimitEntity} nameField="merchantName" columns={{ merchantId: merchantColumn, remark: remarkColumn }}
      form={{ validate: loanLimitProblem }} />
  );
}
