/** Delayed-arrival requests of one system, pending first: pass (contact pauses) or reject, never your own. */
import type { TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEDUCTION_SCREENS } from '../../../../common/collection/deduction';
import { DELAY_FILTERS, DELAY_URLS, type DelayRow } from '../../../../common/collection/delay';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { actionCode } from '../../../../common/routes';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import type { RowAction } from '../../../components/list/RowActions';
import { StatusTag } from '../../../components/money-actions';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DecideModal, type Decision } from '../../../components/crud/DecideModal';
import { STATUS_COLOURS } from './useWaiverColumns';

const HIDDEN_FIRST: readonly string[] = ['merchantName', 'remark', 'reviewerName', 'reviewedAt'];

export function DelayList({ system }: { system: CollectionSystem }) {
  const { t } = useTranslation('deduction');
  const can = useOperation();
  const screenKey = DEDUCTION_SCREENS[system];
  const list = useListTable<DelayRow>({ url: DELAY_URLS.list, params: { system } });
  const { post } = usePost();
  const [decision, setDecision] = useState<Decision | null>(null);
  const text = (key: keyof DelayRow, width = 150): TableColumnType<DelayRow> => ({ key, dataIndex: key, title: t(`fields.${key}`), width, ellipsis: true });
  const columns: TableColumnType<DelayRow>[] = [
    { ...text('caseNo', 150), fixed: 'left' }, text('orderNo', 160), text('customerName'), text('merchantName'), text('paymentRef', 150),
    { key: 'amountCents', title: t('fields.amountCents'), width: 130, align: 'right', render: (_, r) => formatKes(r.amountCents) },
    text('paidAt', 170), text('remark', 160),
    { key: 'status', title: t('fields.status'), width: 110, render: (_, r) => <StatusTag ns="collection" field="delayStatus" value={r.status} colours={STATUS_COLOURS} /> },
    text('applicantName', 130), text('createdAt', 170), text('reviewerName', 130), text('reviewedAt', 170), text('pauseUntil', 170),
  ];
  const pass = (row: DelayRow): Decision => ({
    title: t('confirm.passTitle', { caseNo: row.caseNo }), remarkLabel: t('fields.reviewRemark'), body: t('confirm.passBody', { ref: row.paymentRef ?? '' }),
    run: async (remark, idempotencyKey) => {
      const done = await post<{ pauseUntil: string }>(DELAY_URLS.pass, { id: row.id, remark }, { idempotencyKey });
      toastSuccess(t('results.passed', { until: done.pauseUntil }));
    },
  });
  const reject = (row: DelayRow): Decision => ({
    title: t('confirm.rejectDelayTitle', { caseNo: row.caseNo }), danger: true, remarkLabel: t('fields.reviewRemark'), remarkRequired: t('errors.remarkRequired'),
    run: async (remark, idempotencyKey) => {
      await post(DELAY_URLS.reject, { id: row.id, remark }, { idempotencyKey });
      toastSuccess(t('results.delayRejected'));
    },
  });
  const actions = (row: DelayRow): RowAction[] => (row.status !== 'pending' || row.ownApplication || !can(actionCode(screenKey, 'delayReview')) ? [] : [
    { key: 'pass', label: t('actions.pass'), testId: 'row-pass', onClick: () => setDecision(pass(row)) },
    { key: 'reject', label: t('actions.reject'), danger: true, testId: 'row-reject', onClick: () => setDecision(reject(row)) },
  ]);

  return (
    <>
      <ListFilterBar defs={DELAY_FILTERS} values={list.searched} onSearch={list.search} labels="deduction:fields" />
      <ListTable<DelayRow> rowKey="id" list={list} columns={columns} columnsKey={`${screenKey}/delays`} defaultHidden={HIDDEN_FIRST}
        actions={actions} rowName={(row) => row.caseNo} data-testid="delay-table" />
      <DecideModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
