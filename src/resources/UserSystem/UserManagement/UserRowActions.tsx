import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { userEntity } from '../../../../common/entities/user';
import { actionCode } from '../../../../common/routes';
import type { RecordHistory } from '../../../components/history';
import { useOperation } from '../../../hooks/useOperation';
import type { UserAction } from './useUserActions';
import { displayName, type UserRow } from './user-row';

interface Props {
  row: UserRow;
  onEdit: (row: UserRow) => void;
  onAction: (action: UserAction, row: UserRow) => void;
  /** The user's record history and own activity, for holders of the audit-view code. */
  history: RecordHistory;
}

const code = (action: string) => actionCode('UserSystem/UserManagement', action);

/** The buttons the signed-in administrator's operation codes allow on this user; resets and history sit under "More". */
export function UserRowActions({ row, onEdit, onAction, history }: Props) {
  const { t } = useTranslation('user');
  const can = useOperation();
  const freezing: UserAction = row.status === 'frozen' ? 'unfreeze' : 'freeze';
  const resets = (['resetPwd', 'resetMFA'] as const)
    .filter((action) => can(code(action)) && (action !== 'resetMFA' || row.mfaBound));
  const histories = history.allowed ? [
    { key: 'recordHistory', label: <span data-testid="row-record-history">{t('common:history.action')}</span> },
    { key: 'activity', label: <span data-testid="row-activity">{t('common:history.activity')}</span> },
  ] : [];
  const menu: MenuProps = {
    items: [...resets.map((action) => ({ key: action, label: <span data-testid={`row-${action}`}>{t(`actions.${action}`)}</span> })), ...histories],
    onClick: ({ key }) => {
      if (key === 'recordHistory') history.show({ kind: 'record', entity: userEntity, id: row.id, name: displayName(row) });
      else if (key === 'activity') history.show({ kind: 'activity', userId: row.id, name: displayName(row) });
      else onAction(key as UserAction, row);
    },
  };
  return (
    <Space size={0}>
      {can(code('update')) && <Button size="small" type="link" onClick={() => onEdit(row)} data-testid="row-edit">{t('common:crud.edit')}</Button>}
      {can(code(freezing)) && (
        <Button size="small" type="link" danger={freezing === 'freeze'} onClick={() => onAction(freezing, row)} data-testid={`row-${freezing}`}>
          {t(`actions.${freezing}`)}
        </Button>
      )}
      {menu.items!.length > 0 && (
        <Dropdown menu={menu} trigger={['click']}>
          <Button size="small" type="link" data-testid="row-more">{t('actions.more')} <DownOutlined /></Button>
        </Dropdown>
      )}
    </Space>
  );
}
