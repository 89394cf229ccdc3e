/** The waiver list's columns: case and bill, what is waived per component, the strategy, the decision. */
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeductionRow } from '../../../../common/collection/deduction';
import { displayLevel } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { StatusTag } from '../../../components/money-actions';

export const STATUS_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red', reversed: 'purple', passed: 'green', movedOut: 'default' };
/** Shown from the column chooser, so the first view fits 1280 px. */
export const WAIVER_HIDDEN_FIRST: readonly string[] = [
  'caseNo', 'orderNo', 'billNo', 'merchantName', 'level', 'overdueDays', 'strategyName', 'reason', 'applicantName', 'createdAt', 'reviewerName',
  'reviewedAt', 'reviewRemark', 'flowNo', 'reversedByName', 'reversedAt', 'reverseReason',
];

export function useWaiverColumns(): TableColumnType<DeductionRow>[] {
  const { t } = useTranslation(['deduction', 'collection']);
  const text = (key: keyof DeductionRow, width = 140): TableColumnType<DeductionRow> => ({ key, dataIndex: key, title: t(`fields.${key}`), width, ellipsis: true });
  return [
    { ...text('deductionNo', 160), fixed: 'left' },
    text('caseNo', 150),
    text('orderNo', 160),
    text('billNo', 160),
    text('customerName', 140),
    text('merchantName', 150),
    { key: 'level', title: t('fields.level'), width: 80, render: (_, r) => displayLevel(r.level) },
    { ...text('overdueDays', 100), align: 'right' },
    {
      key: 'components', title: t('fields.components'), width: 160, ellipsis: true,
      render: (_, r) => Object.entries(r.components).map(([c, cents]) => `${t(`collection:options.component.${c}`)} ${formatKes(cents ?? 0)}`).join(' · '),
    },
    { key: 'totalCents', title: t('fields.totalCents'), width: 120, align: 'right', render: (_, r) => formatKes(r.totalCents) },
    { key: 'amountDueCents', title: t('fields.amountDueCents'), width: 120, align: 'right', render: (_, r) => formatKes(r.amountDueCents) },
    text('strategyName', 160),
    text('reason', 180),
    { key: 'status', title: t('fields.status'), width: 100, render: (_, r) => <StatusTag ns="collection" field="deductionStatus" value={r.status} colours={STATUS_COLOURS} /> },
    text('applicantName', 130),
    text('createdAt', 170),
    text('reviewerName', 130),
    text('reviewedAt', 170),
    text('reviewRemark', 160),
    text('flowNo', 190),
    text('reversedByName', 130),
    text('reversedAt', 170),
    text('reverseReason', 180),
  ];
}
