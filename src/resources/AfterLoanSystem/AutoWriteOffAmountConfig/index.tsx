import { autoWriteOffConfigEntity } from '../../../../common/entities/auto-write-off-config';
import { remainderProblem } from '../../../../common/entities/merchant-setting';
import { parseMoneyInput } from '../../../../common/money';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../settings-columns';

/** Per merchant: the largest remainder a write-off import writes off automatically. */
export default function AutoWriteOffAmountConfig() {
  return (
    <CrudListPage entity={autoWriteOffConfigEntity} nameField="merchantName" columns={{ merchantId: merchantColumn, remark: remarkColumn }}
      form={{ validate: (values) => remainderProblem(parseMoneyInput(values.maxRemainderCents as number)) }} />
  );
}
