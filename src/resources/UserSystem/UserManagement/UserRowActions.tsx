import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import type { UserAction } from './useUserActions';
import type { UserRow } from './user-row';

interface Props {
  row: UserRow;
  onEdit: (row: UserRow) => void;
  onAction: (action: UserAction, row: UserRow) => void;
}

const code = (action: string) => actionCode('UserSystem/UserManagement', action);

/** The buttons the signed-in administrator's operation codes allow on this user; resets sit under "More". */
export function UserRowActions({ row, onEdit, onAction }: Props) {
  const { t } = useTranslation('user');
  const can = useOperation();
  const freezing: UserAction = row.status === 'frozen' ? 'unfreeze' : 'freeze';
  const resets = (['resetPwd', 'resetMFA'] as const)
    .filter((action) => can(code(action)) && (action !== 'resetMFA' || row.mfaBound));
  const menu: MenuProps = {
    items: resets.map((action) => ({ key: action, label: <span data-testid={`row-${action}`}>{t(`actions.${action}`)}</span> })),
    onClick: ({ key }) => onAction(key as UserAction, row),
  };
  return (
    <Space size={0}>
      {can(code('update')) && <Button size="small" type="link" onClick={() => onEdit(row)} data-testid="row-edit">{t('common:crud.edit')}</Button>}
      {can(code(freezing)) && (
        <Button size="small" type="link" danger={freezing === 'freeze'} onClick={() => onAction(freezing, row)} data-testid={`row-${freezing}`}>
          {t(`actions.${freezing}`)}
        </Button>
      )}
      {resets.length > 0 && (
        <Dropdown menu={menu} trigger={['click']}>
          <Button size="small" type="link" data-testid="row-more">{t('actions.more')} <DownOutlined /></Button>
        </Dropdown>
      )}
    </Space>
  );
}
