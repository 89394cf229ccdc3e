import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { scopedMerchantNames } from '../../providers/storage';

/** What an empty list shows; pass a more specific description where one helps. A merchant-scoped user is told the list holds only their merchants' rows. */
export function EmptyState({ description }: { description?: string }) {
  const { t } = useTranslation('common');
  const merchants = scopedMerchantNames();
  const fallback = merchants ? t('table.emptyInScope', { names: merchants.join(', ') }) : t('table.empty', { defaultValue: 'No records' });
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? fallback} />;
}
