import { PlusOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReReviewApplicationRow } from '../../../../common/orders/order-review';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { ApplicationFilters } from './ApplicationFilters';
import { DailyCounts, type DailyCountsData } from './DailyCounts';
import { TextModal } from './TextModal';
import { useApplicationColumns } from './useApplicationColumns';

const SCREEN = 'AuditSystem/RejectOrderReview';
const DAILY_COUNTS_URL = 'orderReview/dailyCounts';
/** Shown when the user asks (column chooser), so the first view (order, customer, both statuses, reason) fits 1280 px. */
const HIDDEN_FIRST: readonly string[] = ['merchantName', 'refuseCode', 'submittedDay', 'applicantName', 'deciderName', 'decidedAt', 'decisionRemark'];

/** Re-review applications for approval-rejected orders: today's counts per merchant, apply, approve or reject. */
export function RejectOrderReviewPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useOperation();
  const [dialog, setDialog] = useState<{ kind: 'apply' } | { kind: 'reject'; row: ReReviewApplicationRow } | null>(null);
  const list = useListTable<ReReviewApplicationRow>({ url: 'orderReview/list' });
  const counts = useCustom<DailyCountsData>({ url: DAILY_COUNTS_URL, method: 'get', meta: { silent: true }, errorNotification: false });
  // A write refetches the list and today's counts (usePost).
  const { post } = usePost({ invalidates: [ALL_LISTS, DAILY_COUNTS_URL] });

  const approve = (row: ReReviewApplicationRow) => modal.confirm({
    title: t('orderReview:approve.title', { orderNo: row.orderNo }), content: t('orderReview:approve.content'),
    okText: t('actions.confirm'), cancelText: t('actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await post('orderReview/approve', { id: row.id }); toastSuccess(t('crud.done')); },
  });
  const columns = useApplicationColumns({ onApprove: approve, onReject: (row) => setDialog({ kind: 'reject', row }) });

  const submitDialog = async ({ orderNo, text }: { orderNo?: string; text: string }) => {
    if (dialog?.kind === 'apply') {
      await post('orderReview/apply', { orderNo, reason: text });
      toastSuccess(t('orderReview:apply.done'));
    } else if (dialog?.kind === 'reject') {
      await post('orderReview/reject', { id: dialog.row.id, remark: text });
      toastSuccess(t('crud.done'));
    }
    setDialog(null);
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(SCREEN).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(SCREEN, 'apply')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'apply' })} data-testid="re-review-apply">{t('orderReview:actions.apply')}</Button>
      )}>
      <DailyCounts data={counts.query.data?.data ?? null} />
      <ApplicationFilters values={list.searched} onSearch={list.search} />
      <ListTable<ReReviewApplicationRow> rowKey="id" list={list} columns={columns} columnsKey={SCREEN} defaultHidden={HIDDEN_FIRST} rowName={(row) => row.orderNo} />
      <TextModal open={dialog !== null} withOrderNo={dialog?.kind === 'apply'} onClose={() => setDialog(null)} onSubmit={submitDialog}
        title={dialog?.kind === 'reject' ? t('orderReview:reject.title', { orderNo: dialog.row.orderNo }) : t('orderReview:apply.title')}
        hint={t(dialog?.kind === 'reject' ? 'orderReview:reject.hint' : 'orderReview:apply.hint')} />
    </Card>
  );
}
