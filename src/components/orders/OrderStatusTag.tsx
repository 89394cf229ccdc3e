import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '../../../common/orders/order-status';

const S = ORDER_STATUS;
const COLOURS: Record<number, string> = {
  [S.toBeAllocated]: 'blue',
  [S.pendingReview]: 'gold',
  [S.pendingDisbursement]: 'cyan',
  [S.machineRefused]: 'red',
  [S.approvalRejected]: 'volcano',
  [S.disbursed]: 'green',
  [S.cancelled]: 'default',
};

/** An order's state with its translated label (order:status.<n>). */
export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('order');
  return <Tag color={COLOURS[status] ?? 'default'} data-testid="order-status">{t(`status.${status}`)}</Tag>;
}
