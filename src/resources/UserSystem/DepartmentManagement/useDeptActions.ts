import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '../../../../common/entities/dept';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DEPT_TREE_URL } from './useDeptTree';

/**
 * Delete with confirmation. A department that still has users or sub-departments is explained rather than
 * offered for deletion; the server refuses the same cases with the same messages.
 */
export function useDeptActions() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { post } = usePost({ invalidates: [DEPT_TREE_URL] });

  return {
    remove(node: DeptNode) {
      const refusal = node.userCount > 0
        ? t('dept:hasUsers', { name: node.name, count: node.userCount })
        : node.children.length > 0 ? t('dept:hasChildren', { name: node.name, count: node.children.length }) : null;
      if (refusal) {
        modal.warning({ title: t('dept:cannotDeleteTitle'), content: refusal, okText: t('actions.close'), okButtonProps: { 'data-testid': 'confirm-ok' } as never });
        return;
      }
      modal.confirm({
        title: t('dept:confirmDelete', { name: node.name }),
        okText: t('actions.confirm'), cancelText: t('actions.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
        onOk: async () => {
          await post('dept/delete', { ids: [node.id] });
          toastSuccess(t('crud.done'));
        },
      });
    },
  };
}
