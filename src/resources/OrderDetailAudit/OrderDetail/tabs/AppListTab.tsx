import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEatDate } from '../../../../../common/time';
import { ListTable, useRowsList } from '../../../../components/list';
import type { OrderDetail } from '../order-detail.types';

type App = OrderDetail['tabs']['appList'][number];

/** The apps installed on the customer's phone (in the detail already, paged here); lending apps stand out. */
export function AppListTab({ apps }: { apps: App[] }) {
  const { t } = useTranslation('orderDetail');
  const list = useRowsList(apps);
  const lending = apps.filter((a) => a.category === 'lending').length;
  return (
    <>
      <p data-testid="app-count">{t('appList.summary', { total: apps.length, lending })}</p>
      <ListTable<App> rowKey={(r) => r.packageName} size="small" list={list}
        columns={[
          { key: 'name', title: t('fields.appName'), dataIndex: 'name' },
          { key: 'packageName', title: t('fields.packageName'), dataIndex: 'packageName' },
          { key: 'category', title: t('fields.category'), render: (_, r) => <Tag color={r.category === 'lending' ? 'orange' : 'default'}>{t(`appList.categories.${r.category ?? 'general'}`, { defaultValue: r.category })}</Tag> },
          { key: 'installedAt', title: t('fields.installedAt'), render: (_, r) => formatEatDate(r.installedAt) || '—' },
        ]} />
    </>
  );
}
