import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFUND_COLUMNS } from '../../../../common/money/refund-columns';
import type { RefundRow } from '../../../../common/money/refund';
import { SecondaryText, StatusTag } from '../../../components/money-actions';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { orderDetailPath } from '../../../components/orders';

const AUDIT_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };
const REFUND_COLOURS = { created: 'default', inProgress: 'processing', success: 'green', failure: 'red' };
const VERIFICATION_COLOURS = { unverified: 'default', passed: 'green', failed: 'red' };

/** The refund list's columns, declared in common/money/refund-columns.ts (the export's too), then the screen's actions. */
export function useRefundColumns(actions: (row: RefundRow) => ReactNode): TableColumnType<RefundRow>[] {
  const { t } = useTranslation('refund');
  const columns = useDeclaredColumns(REFUND_COLUMNS, {
    refundNo: { fixed: 'left', width: 190 },
    orderNo: { render: (_, row) => <Link to={orderDetailPath(row.orderId)}>{row.orderNo}</Link> },
    auditStatus: { render: (_, row) => <StatusTag ns="refund" field="auditStatus" value={row.withdrawn ? 'withdrawn' : row.auditStatus} colours={AUDIT_COLOURS} /> },
    refundStatus: { render: (_, row) => <StatusTag ns="refund" field="refundStatus" value={row.refundStatus} colours={REFUND_COLOURS} /> },
    verificationStatus: { render: (_, row) => <StatusTag ns="refund" field="verificationStatus" value={row.verificationStatus} colours={VERIFICATION_COLOURS} /> },
    receiving: {
      render: (_, row) => <>{t(`options.channel.${row.channel}`)} · {row.receivingAccount}<SecondaryText text={[row.receivingBank, row.receivingName].filter(Boolean).join(' · ') || null} /></>,
    },
    auditRemark: { ellipsis: true, width: 160 },
    remark: { ellipsis: true, width: 160 },
  });
  return [...columns, { key: 'actions', title: t('common:crud.actions'), width: 170, render: (_, row) => actions(row) }];
}
