import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutFailCause } from '../../../components/money/payout-fail-cause';
import { formatKes } from '../../../../common/money';
import type { TransferRow } from '../../../../common/money/transfer';
import { formatEat } from '../../../../common/time';
import { SecondaryText } from '../../../components/money-actions';
import { TransferStatusTag } from './TransferStatusTag';

const dash = (value: string | null | undefined) => value || '—';

/** The transfer list's columns, then the screen's actions. */
export function useTransferColumns(actions: (row: TransferRow) => ReactNode): TableColumnType<TransferRow>[] {
  const { t } = useTranslation('transfer');
  return [
    { key: 'transferNo', title: t('fields.transferNo'), dataIndex: 'transferNo', fixed: 'left', width: 180, render: (v: string, row) => <>{v}<SecondaryText text={formatEat(row.createdAt)} /></> },
    { key: 'amount', title: t('fields.amount'), dataIndex: 'amountCents', align: 'right', render: (v: number) => formatKes(v) },
    { key: 'status', title: t('fields.status'), dataIndex: 'status', render: (v: string) => <TransferStatusTag status={v} /> },
    { key: 'fromChannel', title: t('fields.fromChannel'), dataIndex: 'fromChannel', render: (v: string, row) => <>{t(`options.channel.${v}`)}<SecondaryText text={row.merchantName} /></> },
    {
      key: 'toAccount', title: t('fields.toAccountId'), dataIndex: 'toAccountNo',
      render: (v: string, row) => <>{row.toBankName} · {v}<SecondaryText text={row.toAccountName} /></>,
    },
    { key: 'reason', title: t('fields.reason'), dataIndex: 'reason', ellipsis: true, width: 200 },
    { key: 'applicantName', title: t('fields.applicantName'), dataIndex: 'applicantName' },
    { key: 'auditorName', title: t('fields.auditorName'), dataIndex: 'auditorName', render: (v: string | null, row) => <>{dash(v)}<SecondaryText text={row.auditRemark} /></> },
    { key: 'payoutRef', title: t('fields.payoutRef'), dataIndex: 'payoutRef', render: (v: string | null, row) => <>{dash(v)}<SecondaryText text={row.thirdPartyCode} /></> },
    { key: 'failCause', title: t('fields.failCause'), dataIndex: 'failCause', render: (v: string | null) => payoutFailCause(t, v) },
    { key: 'confirmedByName', title: t('fields.confirmedByName'), dataIndex: 'confirmedByName', render: (v: string | null, row) => <>{dash(v)}<SecondaryText text={formatEat(row.confirmedAt) || null} /></> },
    { key: 'actions', title: t('common:crud.actions'), width: 200, render: (_, row) => actions(row) },
  ];
}
