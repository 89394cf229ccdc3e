import { Alert, Button, Drawer, Skeleton, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_SCREEN } from '../../../../common/customer-service/feedback';
import type { CustomerRow } from '../../../../common/customers/customer-manage';
import { actionCode, viewCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { OpenTicketModal } from '../shared/OpenTicketModal';
import { formatKes } from '../../../../common/money';
import { ContactsTab } from './ContactsTab';
import { BillsTab, CouponsTab, FlowsTab, OrdersTab, RefundsTab } from './MoneyTabs';
import { ProfileTab } from './ProfileTab';
import { TicketsTab } from './TicketsTab';
import { useCustomerView } from './useCustomerView';

/** The customer 360 over the list: who they are, what they owe and paid, every contact made, their tickets; a new ticket from here. */
/** `customer` may be only an id (opened from an address): the title then waits for the profile's name. */
export function CustomerViewDrawer({ customer, onClose }: { customer: Pick<CustomerRow, 'id' | 'fullName'> | null; onClose: () => void }) {
  const { t } = useTranslation('customerManage');
  const { view, error, loading, reload } = useCustomerView(customer?.id ?? null);
  const can = useOperation();
  const [opening, setOpening] = useState(false);
  const seesTickets = can(viewCode(FEEDBACK_SCREEN));
  const body = () => {
    if (error) return <Alert type="error" showIcon message={error.message} action={<Button size="small" onClick={() => void reload()}>{t('common:table.retry')}</Button>} />;
    if (!view || (loading && view.profile.id !== customer?.id)) return <Skeleton active />;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Statistic title={t('view.amountDue')} value={formatKes(view.amountDueCents)} data-testid="customer-amount-due" />
        <Tabs items={[
          { key: 'profile', label: t('tabs.profile'), children: <ProfileTab view={view} /> },
          { key: 'orders', label: t('tabs.orders'), children: <OrdersTab rows={view.orders} /> },
          { key: 'bills', label: t('tabs.bills'), children: <BillsTab rows={view.bills} /> },
          { key: 'flows', label: t('tabs.flows'), children: <FlowsTab rows={view.flows} /> },
          { key: 'refunds', label: t('tabs.refunds'), children: <RefundsTab rows={view.refunds} /> },
          { key: 'coupons', label: t('tabs.coupons'), children: <CouponsTab rows={view.coupons} /> },
          { key: 'contacts', label: t('tabs.contacts'), children: <ContactsTab rows={view.contacts} /> },
          ...(seesTickets ? [{ key: 'tickets', label: t('customerService:tabs.tickets'), children: <TicketsTab customerId={view.profile.id} /> }] : []),
        ]} />
      </Space>
    );
  };
  return (
    <Drawer open={customer !== null} onClose={onClose} width="85%" destroyOnHidden data-testid="customer-view"
      title={customer ? t('view.title', { name: customer.fullName || view?.profile.fullName || '' }) : null} maskClosable={false} keyboard={false}
      extra={customer && can(actionCode(FEEDBACK_SCREEN, 'add'))
        ? <Button onClick={() => setOpening(true)} data-testid="customer-open-ticket">{t('customerService:actions.openTicket')}</Button> : null}>
      {customer && body()}
      {customer && (
        <OpenTicketModal open={opening} customer={{ id: customer.id, fullName: customer.fullName || view?.profile.fullName || '' }} onClose={() => setOpening(false)} />
      )}
    </Drawer>
  );
}
