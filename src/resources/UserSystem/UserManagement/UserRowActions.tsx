import { Button, Space } from 'antd';
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

/** The buttons the signed-in administrator's operation codes allow on this user. */
export function UserRowActions({ row, onEdit, onAction }: Props) {
  const { t } = useTranslation('user');
  const can = useOperation();
  const frozen = row.status === 'frozen';
  const button = (action: UserAction, danger = false) => can(code(action)) && (
    <Button size="small" type="link" danger={danger} onClick={() => onAction(action, row)} data-testid={`row-${action}`}>
      {t(`actions.${action}`)}
    </Button>
  );
  return (
    <Space size={0} wrap={false}>
      {can(code('update')) && <Button size="small" type="link" onClick={() => onEdit(row)} data-testid="row-edit">{t('common:crud.edit')}</Button>}
      {frozen ? button('unfreeze') : button('freeze', true)}
      {button('resetPwd')}
      {row.mfaBound && button('resetMFA')}
    </Space>
  );
}
