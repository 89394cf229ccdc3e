/**
 * The payout actions behind their confirmations (count and total KES named), sent with an Idempotency-Key:
 * the key is kept when no answer came back, so pressing again repeats the same request, and renewed once
 * the server has answered.
 */
import { App, Input } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import type { LoanCodeView, PayActionAnswer, PayManageRow, PayRowAction } from '../../../../common/money/pay-manage';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ApiError } from '../../../providers/envelope';
import { api } from '../../../providers/http';

export interface PayOutcome {
  action: PayRowAction;
  answer: PayActionAnswer;
}

const totalOf = (rows: readonly PayManageRow[]) => formatKes(rows.reduce((sum, r) => sum + r.practicalAmountCents, 0));

export function usePayActions(onDone: (outcome: PayOutcome) => void) {
  const { t } = useTranslation('loan');
  const { modal } = App.useApp();
  const { key, renew } = useIdempotencyKey();
  const reason = useRef('');

  const send = async (action: PayRowAction, body: object) => {
    try {
      const answer = await api.post<PayActionAnswer>(`payManage/${action}`, body, { idempotencyKey: key });
      renew();
      onDone({ action, answer });
    } catch (error) {
      // The http client has shown the message. A refusal in an envelope was answered (nothing was stored under
      // the key), so the next try is a new request; after a lost answer the key is kept for the retry.
      if (error instanceof ApiError && error.code !== 0 && error.status === undefined) renew();
    }
  };

  const ask = (action: PayRowAction, content: ReactNode, body: () => object) => modal.confirm({
    title: t(`confirmDialog.titles.${action}`), content, width: 480,
    // "Cancel" would name both the action and the way out of the cancel dialog.
    okText: t(action === 'cancel' ? 'confirmDialog.cancelOk' : 'common:actions.confirm'),
    cancelText: t(action === 'cancel' ? 'confirmDialog.back' : 'common:actions.cancel'),
    okButtonProps: { danger: action === 'cancel', 'data-testid': 'confirm-ok' } as never,
    onOk: () => send(action, body()),
  });

  const ids = (rows: readonly PayManageRow[]) => rows.map((r) => r.id);
  return {
    disburse: (rows: PayManageRow[]) => ask('disburse', t('confirmDialog.disburse', { count: rows.length, total: totalOf(rows) }), () => ({ orderIds: ids(rows) })),
    resend: (rows: PayManageRow[]) => ask('resend', t('confirmDialog.resend', { count: rows.length, total: totalOf(rows) }), () => ({ orderIds: ids(rows) })),
    recreate: (row: PayManageRow) => ask('recreate', t('confirmDialog.recreate', { orderNo: row.orderNo, total: totalOf([row]) }), () => ({ orderId: row.id })),
    confirm: (code: LoanCodeView, orderNo: string) => ask('confirm', t('confirmDialog.confirm', { orderNo, systemCode: code.systemCode }), () => ({ loanCodeId: code.id })),
    cancel: (rows: PayManageRow[]) => {
      reason.current = '';
      const content = (
        <>
          <p>{t('confirmDialog.cancel', { count: rows.length, total: totalOf(rows) })}</p>
          <Input.TextArea maxLength={200} rows={2} placeholder={t('confirmDialog.reasonPlaceholder')} data-testid="cancel-reason"
            onChange={(e) => { reason.current = e.target.value; }} />
        </>
      );
      return ask('cancel', content, () => ({ orderIds: ids(rows), reason: reason.current || undefined }));
    },
  };
}
