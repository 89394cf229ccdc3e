import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moreListedFields, sortableFields } from '../../../../common/crud/entity';
import { userEntity } from '../../../../common/entities/user';
import { actionCode, screen } from '../../../../common/routes';
import { useRecordHistory } from '../../../components/history';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable } from '../../../components/list';
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
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const list = useListTable<UserRow>({ url: 'user/list' });
  const showPasswordNotice = usePasswordNotice();
  const history = useRecordHistory(userEntity);
  const columns = useUserColumns(setEditing, useUserActions(), history);

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(userEntity.screen).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(userEntity.screen, 'add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('crud.add')}</Button>
      )}>
      <UserFilters values={list.searched} onSearch={list.search} />
      <ListTable<UserRow> rowKey="id" size="small" list={list} columns={columns} columnsKey={userEntity.screen}
        sortable={sortableFields(userEntity)} rowName={displayName} defaultHidden={moreListedFields(userEntity)} />
      {history.drawer}
      <UserFormModal record={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)}
        onSaved={(created) => {
          setEditing(null);
          if (created) showPasswordNotice(t('user:password.createdTitle', { name: displayName(created) }), displayName(created), created);
        }} />
    </Card>
  );
}
