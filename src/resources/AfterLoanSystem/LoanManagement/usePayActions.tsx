/**
 * The payout actions behind their confirmations (count and total KES named), sent with an Idempotency-Key:
 * the key is kept when no answer came back, so pressing again repeats the same request, and renewed once
 * the server has answered. A write refetches the lists and the shown loan codes (usePost). Over all filtered rows the server first says how many rows and how much the
 * action covers (or refuses a filter past the cap); the call then carries the filter and that count.
 */
import { App } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilteredBatchPreview } from '../../../../common/lists/filtered-batch';
import { formatKes } from '../../../../common/money';
import type { LoanCodeView, PayActionAnswer, PayBatchAction, PayManageRow, PayRowAction } from '../../../../common/money/pay-manage';
import { TextArea } from '../../../components/inputs';
import type { FilterParams } from '../../../components/list';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { ApiError } from '../../../providers/envelope';
import { useRead } from '../../../hooks/useRead';

export interface PayOutcome {
  action: PayRowAction;
  answer: PayActionAnswer;
}

const totalOf = (rows: readonly PayManageRow[]) => formatKes(rows.reduce((sum, r) => sum + r.practicalAmountCents, 0));

/** `invalidates`: what a payout changes besides the lists (the loan codes shown in the drawer). */
export function usePayActions(onDone: (outcome: PayOutcome) => void, invalidates: readonly string[]) {
  const { t } = useTranslation('loan');
  const { modal, message } = App.useApp();
  const read = useRead();
  const { key, renew } = useIdempotencyKey();
  const { post } = usePost({ invalidates: [ALL_LISTS, ...invalidates] });
  const reason = useRef('');

  const send = async (action: PayRowAction, body: object, url = `payManage/${action}`) => {
    try {
      const answer = await post<PayActionAnswer>(url, body, { idempotencyKey: key });
      renew();
      onDone({ action, answer });
    } catch (error) {
      // The http client has shown the message. A refusal in an envelope was answered (nothing was stored under
      // the key), so the next try is a new request; after a lost answer the key is kept for the retry.
      if (error instanceof ApiError && error.code !== 0 && error.status === undefined) renew();
    }
  };

  const ask = (action: PayRowAction, content: ReactNode, body: () => object, url?: string) => modal.confirm({
    title: t(`confirmDialog.titles.${action}`), content, width: 480,
    // "Cancel" would name both the action and the way out of the cancel dialog.
    okText: t(action === 'cancel' ? 'confirmDialog.cancelOk' : 'common:actions.confirm'),
    cancelText: t(action === 'cancel' ? 'confirmDialog.back' : 'common:actions.cancel'),
    okButtonProps: { danger: action === 'cancel', 'data-testid': 'confirm-ok' } as never,
    onOk: () => send(action, body(), url),
  });
  const withReason = (text: string) => {
    reason.current = '';
    return (
      <>
        <p data-testid="confirm-text">{text}</p>
        <TextArea max={200} rows={2} placeholder={t('confirmDialog.reasonPlaceholder')} data-testid="cancel-reason"
          onChange={(e) => { reason.current = e.target.value; }} />
      </>
    );
  };

  /** Every row of the list's filter the action applies to: asks the server how many and how much, then confirms. */
  const filtered = async (action: PayBatchAction, filter: FilterParams) => {
    let preview: FilteredBatchPreview;
    try {
      preview = await read<FilteredBatchPreview>('payManage/filtered/preview', { ...filter, action });
    } catch (error) {
      if (error instanceof ApiError) return; // shown by the http client (e.g. more rows than the cap)
      throw error;
    }
    if (!preview.count) {
      void message.info(t(`filtered.none.${action}`));
      return;
    }
    const text = t(`confirmDialog.filtered.${action}`, { count: preview.count, total: formatKes(preview.totalCents) });
    const body = () => ({ filter, expectedCount: preview.count, ...(action === 'cancel' ? { reason: reason.current || undefined } : {}) });
    ask(action, action === 'cancel' ? withReason(text) : <p data-testid="confirm-text">{text}</p>, body, `payManage/${action}Filtered`);
  };

  const ids = (rows: readonly PayManageRow[]) => rows.map((r) => r.id);
  return {
    disburse: (rows: PayManageRow[]) => ask('disburse', t('confirmDialog.disburse', { count: rows.length, total: totalOf(rows) }), () => ({ orderIds: ids(rows) })),
    resend: (rows: PayManageRow[]) => ask('resend', t('confirmDialog.resend', { count: rows.length, total: totalOf(rows) }), () => ({ orderIds: ids(rows) })),
    recreate: (row: PayManageRow) => ask('recreate', t('confirmDialog.recreate', { orderNo: row.orderNo, total: totalOf([row]) }), () => ({ orderId: row.id })),
    confirm: (code: LoanCodeView, orderNo: string) => ask('confirm', t('confirmDialog.confirm', { orderNo, systemCode: code.systemCode }), () => ({ loanCodeId: code.id })),
    cancel: (rows: PayManageRow[]) =>
      ask('cancel', withReason(t('confirmDialog.cancel', { count: rows.length, total: totalOf(rows) })), () => ({ orderIds: ids(rows), reason: reason.current || undefined })),
    filtered,
  };
}
