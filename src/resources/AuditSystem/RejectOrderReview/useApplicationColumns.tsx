import { Button, Space, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReReviewApplicationRow, ReReviewStatus } from '../../../../common/orders/order-review';
import { actionCode } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { OrderStatusTag, orderDetailPath } from '../../../components/orders';
import { useOperation } from '../../../hooks/useOperation';

const SCREEN = 'AuditSystem/RejectOrderReview';
const STATUS_COLOURS: Record<ReReviewStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
const dash = (value: string | null) => value || '—';

interface Handlers {
  onApprove: (row: ReReviewApplicationRow) => void;
  onReject: (row: ReReviewApplicationRow) => void;
}

export function useApplicationColumns({ onApprove, onReject }: Handlers): TableColumnType<ReReviewApplicationRow>[] {
  const { t } = useTranslation('orderReview');
  const can = useOperation();
  const canApprove = can(actionCode(SCREEN, 'approve'));
  const canReject = can(actionCode(SCREEN, 'reject'));

  const decide = (row: ReReviewApplicationRow) => {
    if (row.status !== 'pending' || !(canApprove || canReject)) return null;
    if (row.ownApplication) {
      return <Tooltip title={t('ownApplication')}><Typography.Text type="secondary" data-testid="own-application">{t('ownApplicationShort')}</Typography.Text></Tooltip>;
    }
    return (
      <Space size="small">
        {canApprove && <Button size="small" type="link" onClick={() => onApprove(row)} data-testid="row-approve">{t('actions.approve')}</Button>}
        {canReject && <Button size="small" type="link" danger onClick={() => onReject(row)} data-testid="row-reject">{t('actions.reject')}</Button>}
      </Space>
    );
  };

  return [
    { key: 'orderNo', title: t('columns.orderNo'), dataIndex: 'orderNo', fixed: 'left', render: (v: string, row) => <Link to={orderDetailPath(row.orderId)}>{v}</Link> },
    { key: 'customerName', title: t('columns.customerName'), dataIndex: 'customerName' },
    { key: 'merchantName', title: t('columns.merchantName'), dataIndex: 'merchantName' },
    { key: 'status', title: t('columns.status'), dataIndex: 'status', render: (v: ReReviewStatus) => <Tag color={STATUS_COLOURS[v]}>{t(`status.${v}`)}</Tag> },
    { key: 'refuseCode', title: t('columns.refuseCode'), dataIndex: 'refuseCode', render: dash },
    { key: 'orderStatus', title: t('columns.orderStatus'), dataIndex: 'orderStatus', render: (v: number) => <OrderStatusTag status={v} /> },
    { key: 'reason', title: t('columns.reason'), dataIndex: 'reason', ellipsis: true, width: 220 },
    { key: 'submittedDay', title: t('columns.submittedDay'), dataIndex: 'submittedDay' },
    { key: 'applicantName', title: t('columns.applicantName'), dataIndex: 'applicantName' },
    { key: 'deciderName', title: t('columns.deciderName'), dataIndex: 'deciderName', render: dash },
    { key: 'decidedAt', title: t('columns.decidedAt'), dataIndex: 'decidedAt', render: (v: string | null) => dash(formatEat(v)) },
    { key: 'decisionRemark', title: t('columns.decisionRemark'), dataIndex: 'decisionRemark', ellipsis: true, width: 180, render: dash },
    { key: 'actions', title: t('common:crud.actions'), width: 150, render: (_, row) => decide(row) },
  ];
}
