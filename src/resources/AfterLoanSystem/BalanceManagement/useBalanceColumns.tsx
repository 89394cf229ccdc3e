import { Button, Space, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { balanceEntity, type BalanceAccountRow } from '../../../../common/entities/balance-account';
import { formatKes } from '../../../../common/money';
import { actionCode } from '../../../../common/routes';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { useOperation } from '../../../hooks/useOperation';
import { paymentCompanyLabel } from './payment-company';

type Row = BalanceAccountRow & Record<string, unknown>;

interface Handlers {
  onEdit: (row: Row) => void;
  onRecord: (row: Row) => void;
  onHistory: (row: Row) => void;
}

/** The declared columns, then the ledger's balance and the difference, then the row's buttons. */
export function useBalanceColumns({ onEdit, onRecord, onHistory }: Handlers): TableColumnType<Row>[] {
  const { t } = useTranslation('balance');
  const can = useOperation();
  const code = (action: string) => actionCode(balanceEntity.screen, action);
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
    {
      key: 'actions', title: t('common:crud.actions'), fixed: 'right', width: 180,
      render: (_, row) => (
        <Space size="small">
          {can(code('update')) && <Button size="small" type="link" onClick={() => onEdit(row)} data-testid="row-edit">{t('common:crud.edit')}</Button>}
          {can(code('record')) && <Button size="small" type="link" onClick={() => onRecord(row)} data-testid="row-record">{t('actions.record')}</Button>}
          <Button size="small" type="link" onClick={() => onHistory(row)} data-testid="row-history">{t('actions.history')}</Button>
        </Space>
      ),
    },
  ];
}
