import { Space, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { balanceEntity, type BalanceAccountRow } from '../../../../common/entities/balance-account';
import { formatKes } from '../../../../common/money';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { paymentCompanyLabel } from './payment-company';

export type BalanceRow = BalanceAccountRow & Record<string, unknown>;
type Row = BalanceRow;

/** The declared columns, then the ledger's balance and the difference; the row actions are the list's. */
export function useBalanceColumns(): TableColumnType<Row>[] {
  const { t } = useTranslation('balance');
  const declared = useEntityColumns<Row>(balanceEntity, {
    paymentCompany: { render: (v: string) => paymentCompanyLabel(t, v), fixed: 'left' },
    accountName: {
      title: t('columns.account'),
      render: (v: string, row) => (
        <Space direction="vertical" size={0}>
          <span>{v}</span>
          <Typography.Text type="secondary" copyable={{ text: row.bankAccount }}>{row.bankAccount}</Typography.Text>
        </Space>
      ),
    },
    lastBalanceCents: {
      align: 'right',
      render: (v: number | null, row) => (v === null ? '—' : (
        <Space direction="vertical" size={0} align="end">
          <span>{formatKes(v)}</span>
          <Typography.Text type="secondary">{t('lastEntryOn', { day: row.lastEntryDay })}</Typography.Text>
        </Space>
      )),
    },
  });
  return [
    ...declared,
    {
      key: 'ledgerBalanceCents', dataIndex: 'ledgerBalanceCents', align: 'right',
      title: <Tooltip title={t('hints.difference')}>{t('fields.ledgerBalanceCents')}</Tooltip>,
      render: (v: number, row) => (
        <Tooltip title={t('hints.ledger', { channel: t(`options.paymentCompany.${row.ledgerChannel}`) })}><span>{formatKes(v)}</span></Tooltip>
      ),
    },
    {
      key: 'differenceCents', dataIndex: 'differenceCents', align: 'right',
      title: <Tooltip title={t('hints.difference')}>{t('fields.differenceCents')}</Tooltip>,
      render: (v: number | null) => (v === null ? '—' : <Typography.Text type={v === 0 ? 'success' : 'danger'} strong>{formatKes(v)}</Typography.Text>),
    },
  ];
}
