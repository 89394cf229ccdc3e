import { useTranslation } from 'react-i18next';
import { aiAllocationEntity } from '../../../../common/robot/ai-call';
import { CrudListPage } from '../../../components/crud/CrudListPage';

type Row = Record<string, unknown>;

/** CollectionSystem/AIallocationConfig: the share of each level's unallocated cases that goes to 94AI calls. */
export default function AIallocationConfig() {
  const { t } = useTranslation('robotTask');
  return (
    <CrudListPage entity={aiAllocationEntity} nameField="level"
      columns={{ merchantId: { render: (_: unknown, row: Row) => String(row.merchantName ?? t('allMerchants')) } }} />
  );
}
