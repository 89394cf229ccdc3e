import { Button, Drawer, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { canConfirmCode, type LoanCodeView, type PayManageRow } from '../../../../common/money/pay-manage';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { formatEat } from '../../../../common/time';
import { fixedActions } from '../../../components/list/list-columns';
import { LoadErrorAlert, tableStates } from '../../../components/table';
import { CodeStatusTag, useFailLabels } from './PayStatusTags';
import type { LoanCodesState } from './useLoanCodes';

interface Props {
  row: PayManageRow | null;
  /** The shown order's codes (refetched after an action: the action's usePost names their read). */
  codes: LoanCodesState;
  onConfirm: ((code: LoanCodeView, orderNo: string) => void) | null;
  onClose: () => void;
}

/** A value with a secondary line under it. */
function Line({ main, sub }: { main: string; sub: string }) {
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{main}</Typography.Text>
      {sub && <Typography.Text type="secondary">{sub}</Typography.Text>}
    </Space>
  );
}

/** Every payout attempt of an order, newest first: codes, channel, account, outcome, confirmation. */
export function LoanCodesDrawer({ row, codes, onConfirm, onClose }: Props) {
  const { t } = useTranslation('loan');
  const labels = useFailLabels();
  const mayConfirm = (code: LoanCodeView) => onConfirm && row?.status === ORDER_STATUS.pendingDisbursement && canConfirmCode(code);
  const text = (value: string | null) => value || '—';
  return (
    <Drawer open={row !== null} onClose={onClose} width="min(1100px, 90vw)" destroyOnHidden data-testid="loan-codes"
      title={row ? t('codes.title', { orderNo: row.orderNo }) : ''}>
      {codes.error ? <LoadErrorAlert error={codes.error} onRetry={codes.reload} /> : (
        <Table<LoanCodeView>
          rowKey="id" size="small" {...tableStates(codes.loading, codes.records.length, t('codes.empty'))} dataSource={codes.records} pagination={false} scroll={{ x: 'max-content' }}
          columns={[
            { key: 'codes', title: t('fields.systemCode'),
              render: (_, c) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text code copyable={{ text: c.systemCode }}>{c.systemCode}</Typography.Text>
                  <Typography.Text type="secondary">{t('fields.thirdPartyCode')}: {text(c.thirdPartyCode)}</Typography.Text>
                  <Typography.Text type="secondary">{t('fields.thirdPartyOrderNo')}: {text(c.thirdPartyOrderNo)}</Typography.Text>
                </Space>
              ) },
            { key: 'channel', title: t('fields.channel'),
              render: (_, c) => <Line main={labels.channel(c.channel)} sub={t(`origins.${c.origin}`, { defaultValue: c.origin })} /> },
            { key: 'amountCents', title: t('fields.amountCents'), align: 'right',
              render: (_, c) => <Line main={formatKes(c.amountCents)} sub={c.accountNumber} /> },
            { key: 'status', title: t('fields.codeStatus'), width: 200,
              render: (_, c) => (
                <Space direction="vertical" size={0}>
                  <CodeStatusTag status={c.status} />
                  {c.failType && <Typography.Text type="danger">{t('fields.failType')}: {labels.failType(c.failType)}</Typography.Text>}
                  {c.failCause && <Typography.Text type="danger">{t('fields.failCause')}: {labels.failCause(c.failCause)}</Typography.Text>}
                </Space>
              ) },
            { key: 'confirm', title: t('fields.confirmStatus'),
              render: (_, c) => <Line main={t(`confirmStatus.${c.confirmStatus}`)} sub={[c.confirmerName, formatEat(c.confirmedAt)].filter(Boolean).join(' · ')} /> },
            { key: 'createdAt', title: t('fields.createdAt'), render: (_, c) => formatEat(c.createdAt) },
            fixedActions({ key: 'actions', title: t('actions.column'),
              render: (_, c) => (mayConfirm(c) ? (
                <Button size="small" onClick={() => onConfirm?.(c, row!.orderNo)} data-testid="code-confirm">{t('actions.confirm')}</Button>
              ) : null) }, 96),
          ]}
        />
      )}
    </Drawer>
  );
}
