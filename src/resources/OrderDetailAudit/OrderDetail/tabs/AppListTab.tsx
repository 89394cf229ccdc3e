import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEatDate } from '../../../../../common/time';
import { EmptyState, usePagination } from '../../../../components/table';
import type { OrderDetail } from '../order-detail.types';

type App = OrderDetail['tabs']['appList'][number];

/** The apps installed on the customer's phone; lending apps stand out. */
export function AppListTab({ apps }: { apps: App[] }) {
  const { t } = useTranslation('orderDetail');
  const pagination = usePagination();
  const lending = apps.filter((a) => a.category === 'lending').length;
  const start = (pagination.current - 1) * pagination.pageSize;
  return (
    <>
      <p data-testid="app-count">{t('appList.summary', { total: apps.length, lending })}</p>
      <Table<App> rowKey={(r) => r.packageName} size="small" dataSource={apps.slice(start, start + pagination.pageSize)}
        pagination={pagination.paginationProps(apps.length)} locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'name', title: t('fields.appName'), dataIndex: 'name' },
          { key: 'packageName', title: t('fields.packageName'), dataIndex: 'packageName' },
          { key: 'category', title: t('fields.category'), render: (_, r) => <Tag color={r.category === 'lending' ? 'orange' : 'default'}>{t(`appList.categories.${r.category ?? 'general'}`, { defaultValue: r.category })}</Tag> },
          { key: 'installedAt', title: t('fields.installedAt'), render: (_, r) => formatEatDate(r.installedAt) || '—' },
        ]} />
    </>
  );
}
