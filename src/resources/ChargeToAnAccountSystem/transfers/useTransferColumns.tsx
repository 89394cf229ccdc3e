import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_COLUMNS } from '../../../../common/money/transfer-columns';
import type { TransferRow } from '../../../../common/money/transfer';
import { SecondaryText } from '../../../components/money-actions';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { TransferStatusTag } from './TransferStatusTag';

/** The transfer list's columns, declared in common/money/transfer-columns.ts (the export's too), then the screen's actions. */
export function useTransferColumns(actions: (row: TransferRow) => ReactNode): TableColumnType<TransferRow>[] {
  const { t } = useTranslation('transfer');
  const columns = useDeclaredColumns(TRANSFER_COLUMNS, {
    transferNo: { fixed: 'left', width: 180 },
    status: { render: (_, row) => <TransferStatusTag status={row.status} /> },
    toAccount: { width: 190, render: (_, row) => <>{row.toBankName} · {row.toAccountNo}<SecondaryText text={row.toAccountName} /></> },
    reason: { ellipsis: true, width: 200 },
  });
  return [...columns, { key: 'actions', title: t('common:crud.actions'), width: 200, render: (_, row) => actions(row) }];
}
