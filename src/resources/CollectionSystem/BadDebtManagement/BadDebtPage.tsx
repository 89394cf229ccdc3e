/** BadDebtManagement (v1) and BadDebtManagementNew (v2): the library's entries, pending first, with move in, approve, reject and move out. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BAD_DEBT_FILTERS, BAD_DEBT_SCREENS, BAD_DEBT_URLS, type BadDebtRow } from '../../../../common/collection/bad-debt';
import { displayLevel, type CollectionSystem } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import type { RowAction } from '../../../components/list/RowActions';
import { StatusTag } from '../../../components/money-actions';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DecideModal, type Decision } from '../../../components/crud/DecideModal';
import { MoveInModal } from './MoveInModal';

const COLOURS = { pending: 'gold', approved: 'red', rejected: 'default', movedOut: 'blue' };
/** Shown when the user asks (column chooser), so the first view (case, customer, level, days overdue, owed, status) fits 1280 px. */
const HIDDEN_FIRST: readonly string[] = [
  'orderNo', 'merchantName', 'amountCents', 'reason', 'applicantName', 'createdAt', 'approverName', 'approvedAt', 'movedOutByName', 'movedOutAt', 'moveOutReason',
];

export function BadDebtPage({ system }: { system: CollectionSystem }) {
  const { t } = useTranslation(['badDebt', 'collection']);
  const can = useOperation();
  const key = BAD_DEBT_SCREENS[system];
  const list = useListTable<BadDebtRow>({ url: BAD_DEBT_URLS.list, params: { system } });
  const { post } = usePost();
  const [moving, setMoving] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const text = (k: keyof BadDebtRow, width = 150): TableColumnType<BadDebtRow> => ({ key: k, dataIndex: k, title: t(`fields.${k}`), width, ellipsis: true });
  const money = (k: 'amountCents' | 'amountDueCents'): TableColumnType<BadDebtRow> => ({ key: k, title: t(`fields.${k}`), width: 130, align: 'right', render: (_, r) => formatKes(r[k]) });
  const columns: TableColumnType<BadDebtRow>[] = [
    { ...text('caseNo'), fixed: 'left' }, text('orderNo', 160), text('customerName'), text('merchantName'),
    { key: 'level', title: t('fields.level'), width: 80, render: (_, r) => displayLevel(r.level) }, { ...text('overdueDays', 100), align: 'right' },
    money('amountCents'), money('amountDueCents'), text('reason', 180),
    { key: 'status', title: t('fields.status'), width: 130, render: (_, r) => <StatusTag ns="collection" field="badDebtStatus" value={r.status} colours={COLOURS} /> },
    text('applicantName', 130), text('createdAt', 170), text('approverName', 130), text('approvedAt', 170), text('movedOutByName', 130), text('movedOutAt', 170), text('moveOutReason', 160),
  ];
  const act = (url: string, row: BadDebtRow, done: string, extra: (remark: string | null) => object = (remark) => ({ remark: remark ?? undefined })) =>
    async (remark: string | null, idempotencyKey: string) => {
      await post(url, { id: row.id, ...extra(remark) }, { idempotencyKey });
      toastSuccess(t(done, { caseNo: row.caseNo }));
    };
  const actions = (row: BadDebtRow): RowAction[] => {
    const can2 = (a: string) => can(actionCode(key, a));
    if (row.status === 'pending' && !row.ownApplication) {
      return [
        ...(can2('approve') ? [{ key: 'approve', label: t('actions.approve'), testId: 'row-approve', onClick: () => setDecision({ title: t('confirm.approveTitle', { caseNo: row.caseNo }), body: t('confirm.approveBody'), danger: true, remarkLabel: t('fields.remark'), run: act(BAD_DEBT_URLS.approve, row, 'results.approved') }) }] : []),
        ...(can2('reject') ? [{ key: 'reject', label: t('actions.reject'), testId: 'row-reject', onClick: () => setDecision({ title: t('confirm.rejectTitle', { caseNo: row.caseNo }), remarkLabel: t('fields.remark'), run: act(BAD_DEBT_URLS.reject, row, 'results.rejected') }) }] : []),
      ];
    }
    if (row.status === 'approved' && can2('moveOut')) {
      return [{ key: 'moveOut', label: t('actions.moveOut'), testId: 'row-move-out', onClick: () => setDecision({ title: t('confirm.moveOutTitle', { caseNo: row.caseNo }), body: t('confirm.moveOutBody'), remarkLabel: t('fields.moveOutReason'), remarkRequired: t('errors.reasonRequired'), run: act(BAD_DEBT_URLS.moveOut, row, 'results.movedOut', (remark) => ({ reason: remark })) }) }];
    }
    return [];
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(key, 'moveIn')) && <Button type="primary" icon={<PlusOutlined />} onClick={() => setMoving(true)} data-testid="bad-debt-move-in">{t('actions.moveIn')}</Button>}>
      <ListFilterBar defs={BAD_DEBT_FILTERS} values={list.searched} onSearch={list.search} labels="badDebt:fields" />
      <ListTable<BadDebtRow> rowKey="id" list={list} columns={columns} columnsKey={key} defaultHidden={HIDDEN_FIRST} actions={actions} rowName={(row) => row.caseNo} data-testid="bad-debt-table" />
      <MoveInModal system={system} open={moving} onClose={() => setMoving(false)} />
      <DecideModal decision={decision} onClose={() => setDecision(null)} />
    </Card>
  );
}

