import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySpec } from '../../../common/crud/entity';
import { type Invalidates, usePost } from '../../hooks/usePost';
import { toastSuccess } from '../../providers/toast';

/**
 * Delete and enable/disable, each asking for confirmation first (spec section 4). The write refetches the
 * lists, or the reads named in `invalidates` (usePost); `after` is for what else must follow.
 */
export function useCrudActions(entity: EntitySpec, { after, invalidates }: { after?: () => void; invalidates?: Invalidates } = {}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { post } = usePost({ invalidates });
  const confirm = (title: string, run: () => Promise<unknown>, danger = false) => modal.confirm({
    title, okButtonProps: { danger, 'data-testid': 'confirm-ok' } as never, okText: t('actions.confirm'), cancelText: t('actions.cancel'),
    onOk: async () => { await run(); toastSuccess(t('crud.done')); after?.(); },
  });
  return {
    remove: (id: number, name: string) => confirm(t('crud.confirmDelete', { name }), () => post(`${entity.name}/delete`, { ids: [id] }), true),
    /** `title` names the change's effect where the screen knows it; else "Enable/Disable {name}?". */
    setEnabled: (id: number, name: string, enabled: boolean, title?: string) => confirm(
      title ?? t(enabled ? 'crud.confirmEnable' : 'crud.confirmDisable', { name }),
      () => post(`${entity.name}/enable`, { id, enabled }),
      !enabled,
    ),
  };
}
