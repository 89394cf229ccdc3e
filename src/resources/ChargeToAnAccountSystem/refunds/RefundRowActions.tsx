import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_SCREENS, type RefundRow } from '../../../../common/money/refund';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import type { useRefundActions } from './useRefundActions';

export type RefundScreenMode = 'manage' | 'audit';

interface Props {
  mode: RefundScreenMode;
  row: RefundRow;
  actions: ReturnType<typeof useRefundActions>;
  onReject: (row: RefundRow) => void;
}

/** What a row offers on each screen, by its state and the user's operation codes; an initiated refund says why it cannot be withdrawn. */
export function RefundRowActions({ mode, row, actions, onReject }: Props) {
  const { t } = useTranslation('refund');
  const can = useOperation();
  const code = (action: string) => can(actionCode(REFUND_SCREENS[mode], action));
  const buttons: React.ReactNode[] = [];
  const link = (key: string, label: string, onClick: () => void, danger = false) =>
    <Button key={key} size="small" type="link" danger={danger} onClick={onClick} data-testid={`row-${key}`}>{label}</Button>;

  if (row.refundStatus === 'inProgress' && code(mode === 'manage' ? 'reRefund' : 'approve')) buttons.push(link('refresh', t('actions.refresh'), () => actions.refresh(row)));
  if (mode === 'audit' && row.auditStatus === 'pending') {
    if (row.ownApplication) {
      buttons.push(<Tooltip key="own" title={t('hints.ownApplication')}><Typography.Text type="secondary" data-testid="own-application">{t('hints.ownApplicationShort')}</Typography.Text></Tooltip>);
    } else {
      if (code('approve')) buttons.push(link('approve', t('actions.approve'), () => actions.approve(row)));
      if (code('reject')) buttons.push(link('reject', t('actions.reject'), () => onReject(row), true));
    }
  }
  if (mode === 'manage') {
    if (row.refundStatus === 'failure' && row.auditStatus === 'approved' && code('reRefund')) buttons.push(link('reRefund', t('actions.reRefund'), () => actions.reRefund(row)));
    if (row.auditStatus === 'pending' && row.ownApplication && code('apply')) buttons.push(link('withdraw', t('actions.withdraw'), () => actions.withdraw(row), true));
    if (row.auditStatus === 'approved' && row.ownApplication && code('apply')) {
      buttons.push(<Tooltip key="cannot" title={t('hints.cannotWithdraw')}><Button size="small" type="link" disabled data-testid="row-withdraw-disabled">{t('actions.withdraw')}</Button></Tooltip>);
    }
  }
  return buttons.length ? <Space size={0} wrap>{buttons}</Space> : <Typography.Text type="secondary">—</Typography.Text>;
}
