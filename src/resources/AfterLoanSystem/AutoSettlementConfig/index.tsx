import { autoSettlementConfigEntity } from '../../../../common/entities/auto-settlement-config';
import { remainderProblem } from '../../../../common/entities/merchant-setting';
import { parseMoneyInput } from '../../../../common/money';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../settings-columns';

/** Per merchant: the largest remainder settled automatically, and after how many days overdue. */
export default function AutoSettlementConfig() {
  return (
    <CrudListPage entity={autoSettlementConfigEntity} nameField="merchantName" columns={{ merchantId: merchantColumn, remark: remarkColumn }}
      form={{ validate: (values) => remainderProblem(parseMoneyInput(values.maxRemainderCents as number)) }} />
  );
}
