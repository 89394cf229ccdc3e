/** The user's own leave applications, newest first, with a cancel action for those not yet started. */
import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE } from '../../../../common/constants';
import { formatEat } from '../../../../common/time';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { ListTable, useListTable } from '../../list';
import { EmptyState } from '../../table';
import { useSubmit } from '../useSubmit';
import { LEAVE_STATE_COLORS, leaveState, type LeaveApplication } from './leave.types';

export interface LeaveHistoryProps {
  /** Load only while visible. */
  active: boolean;
  /** Bumped after a new application so the list shows it from page 1 (the write itself refetches the list). */
  version: number;
}

export function LeaveHistory({ active, version }: LeaveHistoryProps) {
  const { t } = useTranslation('header');
  const list = useListTable<LeaveApplication>({ url: 'leave/mine', pageSize: HISTORY_PAGE_SIZE, syncWithLocation: false, enabled: active });
  const { pagination: { reset } } = list;
  const { post } = usePost();

  useEffect(() => {
    if (version === 0) return;
    reset();
  }, [version, reset]);

  const [cancel, cancelling] = useSubmit(useCallback(async (id: number) => {
    await post('leave/cancel', { id });
    toastSuccess(t('leave.cancelled'));
  }, [post, t]));

  const columns: ColumnsType<LeaveApplication> = [
    { key: 'startAt', title: t('leave.startAt'), render: (_, row) => formatEat(row.startAt) },
    { key: 'endAt', title: t('leave.endAt'), render: (_, row) => formatEat(row.endAt) },
    { key: 'reason', title: t('leave.reason'), dataIndex: 'reason', ellipsis: true },
    {
      key: 'state', title: t('leave.status'), render: (_, row) => {
        const state = leaveState(row);
        return <Tag color={LEAVE_STATE_COLORS[state]}>{t(`leave.states.${state}`)}</Tag>;
      },
    },
    {
      key: 'actions', title: t('leave.actions'), render: (_, row) => leaveState(row) === 'upcoming' && (
        <Popconfirm title={t('leave.cancelConfirm')} okText={t('common:actions.confirm', { defaultValue: 'Confirm' })}
          cancelText={t('common:actions.cancel', { defaultValue: 'Cancel' })} onConfirm={() => cancel(row.id)}>
          <Button type="link" size="small" danger loading={cancelling}>{t('leave.cancel')}</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section data-testid="leave-history">
      <Typography.Title level={5}>{t('leave.history')}</Typography.Title>
      <ListTable<LeaveApplication> rowKey="id" size="small" list={list} columns={columns} sticky={false}
        locale={{ emptyText: <EmptyState description={t('leave.empty')} /> }} />
    </section>
  );
}
