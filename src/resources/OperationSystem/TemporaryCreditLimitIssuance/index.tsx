import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEMP_LIMIT_COLUMNS, TEMP_LIMIT_FILTERS, TEMP_LIMIT_HIDDEN_FIRST, TEMP_LIMIT_SCREEN, type TempLimitRow, type TempLimitStatus,
} from '../../../../common/coupons/temp-limit';
import { formatKes } from '../../../../common/money';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { ApproveModal } from './ApproveModal';
import { CreateModal, type CreateValues } from './CreateModal';
import { RowsDrawer } from './RowsDrawer';

const STATUS_COLOURS: Record<TempLimitStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red', ended: 'default' };

/** TemporaryCreditLimitIssuance: tasks raising listed customers' limits until expiry, approved by someone else. */
export default function TemporaryCreditLimitIssuance() {
  const { t } = useTranslation('tempLimit');
  const { modal } = App.useApp();
  const can = useOperation();
  const [creating, setCreating] = useState(false);
  const [rowsOf, setRowsOf] = useState<TempLimitRow | null>(null);
  const [approving, setApproving] = useState<TempLimitRow | null>(null);
  const list = useListTable<TempLimitRow>({ url: 'tempLimit/list' });
  const { post } = usePost();
  const columns = useDeclaredColumns(TEMP_LIMIT_COLUMNS, {
    status: { render: (_: unknown, row: TempLimitRow) => <Tag color={STATUS_COLOURS[row.status]}>{t(`options.status.${row.status}`)}</Tag> },
  });

  const create = async (values: CreateValues) => {
    const done = await post<{ totalRows: number; okRows: number }>('tempLimit/create', values);
    toastSuccess(t('results.created', { ok: done.okRows, total: done.totalRows }));
    setCreating(false);
  };
  const approve = async (row: TempLimitRow, confirmedMisfits: number) => {
    await post('tempLimit/approve', { id: row.id, remark: null, confirmedMisfits });
    toastSuccess(t('common:crud.done'));
    setApproving(null);
  };
  const decide = (row: TempLimitRow, action: 'reject') => modal.confirm({
    title: t(`titles.${action}`, { name: row.name }), content: t(`confirm.${action}`, { count: row.okRows, amount: formatKes(row.amountCents) }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { danger: action === 'reject', 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await post(`tempLimit/${action}`, { id: row.id, remark: null }); toastSuccess(t('common:crud.done')); },
  });
  const actions = (row: TempLimitRow) => [
    { key: 'rows', label: t('actions.rows'), onClick: () => setRowsOf(row), testId: 'temp-limit-rows' },
    ...(row.status === 'pending' && row.ownTask ? [{ key: 'own', label: t('ownTask'), disabled: true, onClick: () => undefined }] : []),
    ...(row.status === 'pending' && !row.ownTask && can(actionCode(TEMP_LIMIT_SCREEN, 'approve')) ? [{ key: 'approve', label: t('actions.approve'), onClick: () => setApproving(row), testId: 'row-approve' }] : []),
    ...(row.status === 'pending' && !row.ownTask && can(actionCode(TEMP_LIMIT_SCREEN, 'reject')) ? [{ key: 'reject', label: t('actions.reject'), danger: true, onClick: () => decide(row, 'reject'), testId: 'row-reject' }] : []),
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(TEMP_LIMIT_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(TEMP_LIMIT_SCREEN, 'add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="temp-limit-create">{t('actions.create')}</Button>
      )}>
      <Typography.Paragraph type="secondary">{t('hints.list')}</Typography.Paragraph>
      <ListFilterBar defs={TEMP_LIMIT_FILTERS} values={list.searched} onSearch={list.search} labels="tempLimit:fields" />
      <ListTable<TempLimitRow> rowKey="id" list={list} columns={columns} columnsKey={TEMP_LIMIT_SCREEN} defaultHidden={TEMP_LIMIT_HIDDEN_FIRST}
        rowName={(row) => row.name} actions={actions} />
      <CreateModal open={creating} onClose={() => setCreating(false)} onSubmit={create} />
      <RowsDrawer task={rowsOf} onClose={() => setRowsOf(null)} />
      {/* Keyed by the task, so a confirmation ticked for one task is never carried to another. */}
      <ApproveModal key={approving?.id ?? 0} task={approving} onClose={() => setApproving(null)} onApprove={approve} />
    </Card>
  );
}
