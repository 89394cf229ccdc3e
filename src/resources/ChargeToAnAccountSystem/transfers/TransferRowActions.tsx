import { Button, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../../common/routes';
import { canMove, TRANSFER_SCREENS, type TransferRow } from '../../../../common/money/transfer';
import { useOperation } from '../../../hooks/useOperation';
import type { useTransferActions } from './useTransferActions';

export type TransferScreenMode = 'apply' | 'audit';

interface Props {
  mode: TransferScreenMode;
  row: TransferRow;
  actions: ReturnType<typeof useTransferActions>;
  onDetail: (row: TransferRow) => void;
  onEdit: (row: TransferRow) => void;
  onDecide: (kind: 'audit' | 'markSuccess', row: TransferRow) => void;
}

/** The buttons a row offers, by the screen, the transfer's status (TRANSFER_MOVES) and the user's operation codes. */
export function TransferRowActions({ mode, row, actions, onDetail, onEdit, onDecide }: Props) {
  const { t } = useTranslation('transfer');
  const can = useOperation();
  const code = (action: string) => can(actionCode(TRANSFER_SCREENS[mode], action));
  const buttons: ReactNode[] = [];
  const link = (key: string, onClick: () => void, danger = false) =>
    <Button key={key} size="small" type="link" danger={danger} onClick={onClick} data-testid={`row-${key}`}>{t(`actions.${key}`)}</Button>;

  if (mode === 'audit' || code('detail')) buttons.push(link('detail', () => onDetail(row)));
  if (mode === 'apply' && row.ownApplication) {
    if (canMove('update', row.status) && code('update')) buttons.push(link('update', () => onEdit(row)));
    if (canMove('giveUp', row.status) && code('giveUp')) buttons.push(link('giveUp', () => actions.giveUp(row), true));
  }
  if (mode === 'audit') {
    if (canMove('audit', row.status) && code('audit')) {
      buttons.push(row.ownApplication
        ? <Tooltip key="own" title={t('hints.ownApplication')}><Typography.Text type="secondary" data-testid="own-application">{t('hints.ownApplicationShort')}</Typography.Text></Tooltip>
        : link('audit', () => onDecide('audit', row)));
    }
    if (canMove('payout', row.status) && code('payout')) buttons.push(link('payout', () => actions.payout(row)));
    if (canMove('markSuccess', row.status) && code('markSuccess')) buttons.push(link('markSuccess', () => onDecide('markSuccess', row)));
    if (canMove('confirm', row.status) && code('confirm')) buttons.push(link('confirm', () => actions.confirmArrival(row)));
  }
  return <Space size={0} wrap>{buttons}</Space>;
}
