import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from './order-detail.types';
import { AppListTab } from './tabs/AppListTab';
import { BasicTab } from './tabs/BasicTab';
import { BVN_FIELDS, CapturedFields, DEVICE_FIELDS, LOCATION_FIELDS, OPERATOR_FIELDS } from './tabs/CapturedFields';
import { ContactsTable } from './tabs/ContactsTable';

/** The eight tabs of the order detail (spec 2): the customer and what their phone told us. */
export function DetailTabs({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orderDetail');
  const { tabs, order } = detail;
  const items = [
    { key: 'basic', children: <BasicTab orderId={order.id} customer={tabs.basic} /> },
    { key: 'socialRelations', children: <ContactsTable orderId={order.id} kind="emergency" contacts={tabs.socialRelations} /> },
    { key: 'operator', children: <CapturedFields data={tabs.operator} fields={OPERATOR_FIELDS} /> },
    { key: 'appList', children: <AppListTab apps={tabs.appList} /> },
    { key: 'location', children: <CapturedFields data={tabs.location} fields={LOCATION_FIELDS} /> },
    { key: 'device', children: <CapturedFields data={tabs.device} fields={DEVICE_FIELDS} /> },
    { key: 'closeContacts', children: <ContactsTable orderId={order.id} kind="close" contacts={tabs.closeContacts} /> },
    { key: 'bvn', children: <CapturedFields data={tabs.bvn} fields={BVN_FIELDS} /> },
  ].map((item) => ({ ...item, label: <span data-testid={`order-tab-${item.key}`}>{t(`tabs.${item.key}`)}</span> }));
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <Tabs items={items} destroyOnHidden={false} />
    </Card>
  );
}
