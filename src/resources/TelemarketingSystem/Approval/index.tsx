/** Approval: requests for activity rewards and coupons; an approver approves or rejects others' requests (never their own). */
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { actionCode, screen } from '../../../../common/routes';
import { APPROVAL_FILTERS, APPROVAL_SCREEN } from '../../../../common/telemarketing/dial';
import { APPROVAL_COLUMNS, APPROVAL_HIDDEN_FIRST, type ApprovalRow } from '../../../../common/telemarketing/dial-columns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, type RowAction, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DecideModal, type Decision } from '../../../components/crud/DecideModal';

const LOOKS = { activityName: { width: 180 }, customerName: { width: 150 } };

export default function Approval() {
  const { t } = useTranslation('telemarketingWork');
  const can = useOperation();
  const list = useListTable<ApprovalRow>({ url: 'tmApproval/list' });
  const columns = useDeclaredColumns(APPROVAL_COLUMNS, LOOKS);
  const { post } = usePost();
  const [decision, setDecision] = useState<Decision | null>(null);
  const reviews = can(actionCode(APPROVAL_SCREEN, 'viewAll'));

  const approve = (row: ApprovalRow): Decision => ({
    title: t('titles.approve', { name: row.requesterName }), remarkLabel: t('fields.reviewRemark'),
    body: t('confirm.approveBody', { activity: row.activityName, amount: formatKes(row.amountCents), customer: row.customerName }),
    run: async (remark, idempotencyKey) => {
      const done = await post<{ couponNo: string | null; rewardOrderNo: string | null }>('tmApproval/approve', { id: row.id, remark }, { idempotencyKey });
      if (done.couponNo) toastSuccess(t('results.approvedCoupon', { couponNo: done.couponNo }));
      else if (done.rewardOrderNo) toastSuccess(t('results.approvedReward', { amount: formatKes(row.amountCents), orderNo: done.rewardOrderNo }));
      else toastSuccess(t('results.approved'));
    },
  });
  const reject = (row: ApprovalRow): Decision => ({
    title: t('titles.reject', { name: row.requesterName }), danger: true, remarkLabel: t('fields.reviewRemark'), remarkRequired: t('errors.remarkRequired'),
    run: async (remark, idempotencyKey) => {
      await post('tmApproval/reject', { id: row.id, remark }, { idempotencyKey });
      toastSuccess(t('results.rejected'));
    },
  });
  const actions = (row: ApprovalRow): RowAction[] => {
    if (!reviews || row.status !== 'pending' || row.ownRequest) return [];
    return [
      ...(can(actionCode(APPROVAL_SCREEN, 'approve')) ? [{ key: 'approve', label: t('actions.approve'), testId: 'row-approve', onClick: () => setDecision(approve(row)) }] : []),
      ...(can(actionCode(APPROVAL_SCREEN, 'reject')) ? [{ key: 'reject', label: t('actions.reject'), danger: true, testId: 'row-reject', onClick: () => setDecision(reject(row)) }] : []),
    ];
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(APPROVAL_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={APPROVAL_FILTERS} values={list.searched} onSearch={list.search} labels="telemarketingWork:fields" />
      <ListTable<ApprovalRow> rowKey="id" list={list} columns={columns} columnsKey={APPROVAL_SCREEN} defaultHidden={APPROVAL_HIDDEN_FIRST}
        actions={actions} rowName={(row) => `${row.activityName} · ${row.customerName}`} data-testid="approval-table" />
      <DecideModal decision={decision} onClose={() => setDecision(null)} />
    </Card>
  );
}
