import { useTranslation } from 'react-i18next';
import { reviewAmountProblem, reviewDataEntity } from '../../../../common/entities/loan-supermarket';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { amountRangeColumn } from '../supermarket-columns';

/** ReviewDataMaintain: the offers a build under store review shows instead of the real supermarket (open API `supermarket/review`). */
export default function ReviewDataMaintain() {
  const { t } = useTranslation();
  return (
    <CrudListPage entity={reviewDataEntity} nameField="productName" columns={{
      appCode: { render: (_: unknown, row: Record<string, unknown>) => `${row.appName ?? row.appCode} · ${t(`loanSupermarket:options.platform.${row.platform}`)}` },
      minAmountCents: amountRangeColumn(t),
    }}
      form={{ width: '50%', validate: reviewAmountProblem }} />
  );
}
