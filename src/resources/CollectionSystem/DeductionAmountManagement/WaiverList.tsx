/**
 * The waivers of one system, pending first: filters in the address bar, approve and reject by someone other than the
 * applicant; an approved waiver reversed (its flow rolled back) by a holder of `reverse`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEDUCTION_FILTERS, DEDUCTION_SCREENS, DEDUCTION_URLS, type DeductionRow } from '../../../../common/collection/deduction';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { actionCode } from '../../../../common/routes';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import type { RowAction } from '../../../components/list/RowActions';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DecideModal, type Decision } from '../../../components/crud/DecideModal';
import { useWaiverColumns, WAIVER_HIDDEN_FIRST } from './useWaiverColumns';

export function WaiverList({ system }: { system: CollectionSystem }) {
  const { t } = useTranslation('deduction');
  const can = useOperation();
  const screenKey = DEDUCTION_SCREENS[system];
  const list = useListTable<DeductionRow>({ url: DEDUCTION_URLS.list, params: { system } });
  const columns = useWaiverColumns();
  const { post } = usePost();
  const [decision, setDecision] = useState<Decision | null>(null);

  const approve = (row: DeductionRow): Decision => ({
    title: t('confirm.approveTitle', { no: row.deductionNo }), remarkLabel: t('fields.reviewRemark'),
    body: t('confirm.approveBody', { amount: formatKes(row.totalCents), orderNo: row.orderNo, due: formatKes(row.amountDueCents) }),
    run: async (remark, idempotencyKey) => {
      const done = await post<{ flowNo: string; amountDueCents: number }>(DEDUCTION_URLS.approve, { id: row.id, remark }, { idempotencyKey });
      toastSuccess(t('results.approved', { no: row.deductionNo, flowNo: done.flowNo, due: formatKes(done.amountDueCents) }));
    },
  });
  const reject = (row: DeductionRow): Decision => ({
    title: t('confirm.rejectTitle', { no: row.deductionNo }), danger: true, remarkLabel: t('fields.reviewRemark'), remarkRequired: t('errors.remarkRequired'),
    run: async (remark, idempotencyKey) => {
      await post(DEDUCTION_URLS.reject, { id: row.id, remark }, { idempotencyKey });
      toastSuccess(t('results.rejected', { no: row.deductionNo }));
    },
  });
  const reverse = (row: DeductionRow): Decision => ({
    title: t('confirm.reverseTitle', { no: row.deductionNo }), danger: true, remarkLabel: t('fields.reverseReason'), remarkRequired: t('errors.remarkRequired'),
    body: t('confirm.reverseBody', { flowNo: row.flowNo, orderNo: row.orderNo, amount: formatKes(row.totalCents) }),
    run: async (reason, idempotencyKey) => {
      const done = await post<{ flowNo: string; amountDueCents: number }>(DEDUCTION_URLS.reverse, { id: row.id, reason }, { idempotencyKey });
      toastSuccess(t('results.reversed', { no: row.deductionNo, flowNo: done.flowNo, due: formatKes(done.amountDueCents) }));
    },
  });
  const actions = (row: DeductionRow): RowAction[] => {
    if (row.status === 'approved' && can(actionCode(screenKey, 'reverse'))) {
      return [{ key: 'reverse', label: t('actions.reverse'), danger: true, testId: 'row-reverse', onClick: () => setDecision(reverse(row)) }];
    }
    if (row.status !== 'pending' || row.ownApplication) return [];
    return [
      ...(can(actionCode(screenKey, 'approve')) ? [{ key: 'approve', label: t('actions.approve'), testId: 'row-approve', onClick: () => setDecision(approve(row)) }] : []),
      ...(can(actionCode(screenKey, 'reject')) ? [{ key: 'reject', label: t('actions.reject'), danger: true, testId: 'row-reject', onClick: () => setDecision(reject(row)) }] : []),
    ];
  };

  return (
    <>
      <ListFilterBar defs={DEDUCTION_FILTERS} values={list.searched} onSearch={list.search} labels="deduction:fields" />
      <ListTable<DeductionRow> rowKey="id" list={list} columns={columns} columnsKey={`${screenKey}/waivers`} defaultHidden={WAIVER_HIDDEN_FIRST}
        actions={actions} rowName={(row) => row.deductionNo} data-testid="waiver-table" />
      <DecideModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
