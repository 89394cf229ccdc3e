import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '../../../../common/orders/order-status';

const COLORS: Record<number, string> = {
  [ORDER_STATUS.toBeAllocated]: 'default',
  [ORDER_STATUS.pendingReview]: 'processing',
  [ORDER_STATUS.pendingDisbursement]: 'cyan',
  [ORDER_STATUS.machineRefused]: 'error',
  [ORDER_STATUS.approvalRejected]: 'error',
  [ORDER_STATUS.disbursed]: 'success',
  [ORDER_STATUS.cancelled]: 'default',
};

export function OrderStatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation('order');
  if (status === null || status === undefined) return <>—</>;
  return <Tag color={COLORS[status] ?? 'default'} data-testid="order-status">{t(`status.${status}`)}</Tag>;
}
