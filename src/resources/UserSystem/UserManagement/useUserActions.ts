import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { usePasswordNotice } from './usePasswordNotice';
import { displayName, type PasswordDelivery, type UserRow } from './user-row';

export type UserAction = 'freeze' | 'unfreeze' | 'resetPwd' | 'resetMFA';

const URLS: Record<UserAction, string> = {
  freeze: 'user/frozen', unfreeze: 'user/unfrozen', resetPwd: 'user/resetPwd', resetMFA: 'user/resetMFA',
};

/** Each action on a user's access asks for confirmation first, then says what happened; the write refetches the list. */
export function useUserActions() {
  const { t } = useTranslation('user');
  const { modal } = App.useApp();
  const showPasswordNotice = usePasswordNotice();
  const { post } = usePost();

  return (action: UserAction, row: UserRow) => {
    const name = displayName(row);
    modal.confirm({
      title: t(`actions.${action}`),
      content: t(`confirm.${action}`, { name }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: action !== 'unfreeze', 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        const result = await post<PasswordDelivery | null>(URLS[action], { userId: row.id });
        if (action === 'resetPwd' && result) showPasswordNotice(t('password.resetTitle', { name }), name, result);
        else toastSuccess(t(`done.${action}`, { name }));
      },
    });
  };
}
