import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an empty list shows; pass a more specific description where one helps. */
export function EmptyState({ description }: { description?: string }) {
  const { t } = useTranslation('common');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? t('table.empty', { defaultValue: 'No records' })} />;
}
