import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { MENU_TREE_URL, type MenuTreeRow } from './menu-tree';

/** Delete and enable/disable a menu, each after a confirmation that says what it does to users and roles. */
export function useMenuActions() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { post } = usePost({ invalidates: [MENU_TREE_URL] });
  const confirm = (title: string, content: string, run: () => Promise<unknown>, danger: boolean) => modal.confirm({
    title, content, okButtonProps: { danger, 'data-testid': 'confirm-ok' } as never, okText: t('actions.confirm'), cancelText: t('actions.cancel'),
    onOk: async () => { await run(); toastSuccess(t('crud.done')); },
  });
  return {
    remove: (row: MenuTreeRow) => confirm(
      t('crud.confirmDelete', { name: row.label }),
      row.roleCount > 0 ? t('menu:admin.deleteHeldByRoles', { count: row.roleCount }) : t('menu:admin.deleteUnassigned'),
      () => post('menu/delete', { ids: [row.id] }),
      true,
    ),
    setEnabled: (row: MenuTreeRow, enabled: boolean) => confirm(
      t(enabled ? 'crud.confirmEnable' : 'crud.confirmDisable', { name: row.label }),
      t(enabled ? 'menu:admin.enableEffect' : 'menu:admin.disableEffect'),
      () => post('menu/enable', { id: row.id, enabled }),
      !enabled,
    ),
  };
}
