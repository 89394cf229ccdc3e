import { autoLoanCancelConfigEntity } from '../../../../common/entities/auto-loan-cancel-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../settings-columns';

/** Per merchant: how long an approved order may wait for its payout before it is cancelled automatically. */
export default function AutomaticLoanCancelConfig() {
  return <CrudListPage entity={autoLoanCancelConfigEntity} nameField="merchantName" columns={{ merchantId: merchantColumn, remark: remarkColumn }} />;
}
