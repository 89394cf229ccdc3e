import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { Link } from 'react-router';
import { formatKes } from '../../../../common/money';
import type { RefundRow } from '../../../../common/money/refund';
import { formatEat } from '../../../../common/time';
import { SecondaryText, StatusTag } from '../../../components/money-actions';
import { orderDetailPath } from '../../../components/orders';

const AUDIT_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };
const REFUND_COLOURS = { created: 'default', inProgress: 'processing', success: 'green', failure: 'red' };
const VERIFICATION_COLOURS = { unverified: 'default', passed: 'green', failed: 'red' };
const dash = (value: string | null | undefined) => value || '—';

/** The refund list's columns, then the screen's actions. */
export function useRefundColumns(actions: (row: RefundRow) => ReactNode): TableColumnType<RefundRow>[] {
  const { t } = useTranslation('refund');
  return [
    { key: 'refundNo', title: t('fields.refundNo'), dataIndex: 'refundNo', fixed: 'left', width: 190, render: (v: string, row) => <>{v}<SecondaryText text={formatEat(row.createdAt)} /></> },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo', render: (v: string, row) => <Link to={orderDetailPath(row.orderId)}>{v}</Link> },
    { key: 'customer', title: t('fields.customerName'), dataIndex: 'customerName', render: (v: string, row) => <>{v}<SecondaryText text={row.phone} /></> },
    { key: 'amount', title: t('fields.amount'), dataIndex: 'amountCents', align: 'right', render: (v: number) => formatKes(v) },
    {
      key: 'auditStatus', title: t('fields.auditStatus'), dataIndex: 'auditStatus',
      render: (v: string, row) => <StatusTag ns="refund" field="auditStatus" value={row.withdrawn ? 'withdrawn' : v} colours={AUDIT_COLOURS} />,
    },
    { key: 'refundStatus', title: t('fields.refundStatus'), dataIndex: 'refundStatus', render: (v: string) => <StatusTag ns="refund" field="refundStatus" value={v} colours={REFUND_COLOURS} /> },
    { key: 'verificationStatus', title: t('fields.verificationStatus'), dataIndex: 'verificationStatus', render: (v: string) => <StatusTag ns="refund" field="verificationStatus" value={v} colours={VERIFICATION_COLOURS} /> },
    {
      key: 'receiving', title: t('fields.receivingAccount'), dataIndex: 'receivingAccount',
      render: (v: string, row) => <>{t(`options.channel.${row.channel}`)} · {v}<SecondaryText text={[row.receivingBank, row.receivingName].filter(Boolean).join(' · ') || null} /></>,
    },
    { key: 'applicantName', title: t('fields.applicantName'), dataIndex: 'applicantName', render: dash },
    { key: 'auditorName', title: t('fields.auditorName'), dataIndex: 'auditorName', render: (v: string | null, row) => <>{dash(v)}<SecondaryText text={formatEat(row.auditedAt) || null} /></> },
    { key: 'auditRemark', title: t('fields.auditRemark'), dataIndex: 'auditRemark', ellipsis: true, width: 160, render: dash },
    { key: 'payoutRef', title: t('fields.payoutRef'), dataIndex: 'payoutRef', render: (v: string | null, row) => <>{dash(v)}<SecondaryText text={row.thirdPartyCode} /></> },
    { key: 'failCause', title: t('fields.failCause'), dataIndex: 'failCause', render: (v: string | null) => payoutFailCause(t, v) },
    { key: 'remark', title: t('fields.remark'), dataIndex: 'remark', ellipsis: true, width: 160, render: dash },
    { key: 'actions', title: t('common:crud.actions'), width: 170, render: (_, row) => actions(row) },
  ];
}
