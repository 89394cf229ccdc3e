/** "Open in customer 360" from any customer-service list: CustomerManage's own drawer, for holders of its view code. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MANAGE_SCREEN, type CustomerRow } from '../../../../common/customers/customer-manage';
import { viewCode } from '../../../../common/routes';
import type { RowAction } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { CustomerViewDrawer } from '../CustomerManage/CustomerViewDrawer';

type Opened = Pick<CustomerRow, 'id' | 'fullName'>;

export function useCustomer360() {
  const { t } = useTranslation('customerService');
  const can = useOperation();
  const [open, setOpen] = useState<Opened | null>(null);
  const allowed = can(viewCode(CUSTOMER_MANAGE_SCREEN));
  const actions = (customerId: number | null, fullName: string | null): RowAction[] => (allowed && customerId
    ? [{ key: 'customer360', label: t('actions.openCustomer'), onClick: () => setOpen({ id: customerId, fullName: fullName ?? '' }), testId: 'open-customer-360' }]
    : []);
  // The drawer reads only the customer's id and name.
  const drawer = <CustomerViewDrawer customer={open as CustomerRow | null} onClose={() => setOpen(null)} />;
  return { actions, drawer };
}
