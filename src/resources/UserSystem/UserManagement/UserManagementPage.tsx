import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userEntity } from '../../../../common/entities/user';
import { actionCode, screen } from '../../../../common/routes';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { usePasswordNotice } from './usePasswordNotice';
import { useUserActions } from './useUserActions';
import { useUserColumns } from './useUserColumns';
import { UserFilters } from './UserFilters';
import { UserFormModal } from './UserFormModal';
import { displayName, type UserRow } from './user-row';

/** Staff access: find users, add and edit them, freeze or unfreeze, reset their password or MFA. No delete. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const can = useOperation();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: string }>({});
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const pagination = usePagination();
  const list = usePagedList<UserRow>('user/list', { ...pagination.params, ...filters, ...sort });
  const showPasswordNotice = usePasswordNotice();
  const columns = useUserColumns(setEditing, useUserActions(list.reload));

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(userEntity.screen).labelKey}`)}</Typography.Title>}
      extra={can(actionCode(userEntity.screen, 'add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('crud.add')}</Button>
      )}>
      <UserFilters onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<UserRow>
          rowKey="id" size="small" loading={list.loading} dataSource={list.records} columns={columns} scroll={{ x: 'max-content' }}
          pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(s?.order ? { sortField: String(s.field), sortOrder: s.order } : {});
          }}
        />
      )}
      <UserFormModal record={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)}
        onSaved={(created) => {
          setEditing(null);
          list.reload();
          if (created) showPasswordNotice(t('user:password.createdTitle', { name: displayName(created) }), displayName(created), created);
        }} />
    </Card>
  );
}
