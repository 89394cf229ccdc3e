import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictItemNode } from '../../../../common/entities/dict';
import { flattenTree } from '../../../../common/tree';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import type { DictTypeRow } from './dict-rows';
import { ENTRY_READS } from './useEntryTree';

/** Deleting a type or an entry asks first, naming how many entries go with it (docs/decisions.md). */
export function useDictDeletes() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { post } = usePost();
  const confirm = (title: string, run: () => Promise<unknown>, after?: () => void) => modal.confirm({
    title, okText: t('actions.confirm'), cancelText: t('actions.cancel'),
    okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await run(); toastSuccess(t('crud.done')); after?.(); },
  });

  return {
    removeType: (type: DictTypeRow, after: () => void) => confirm(
      type.itemCount > 0
        ? t('dict:confirmDeleteTypeWithEntries', { name: type.name, count: type.itemCount })
        : t('dict:confirmDeleteType', { name: type.name }),
      () => post('dict/delete', { ids: [type.id] }), after,
    ),
    removeEntry: (entry: DictItemNode) => {
      const below = flattenTree(entry.children).length;
      return confirm(
        below > 0 ? t('dict:confirmDeleteEntryWithChildren', { name: entry.itemKey, count: below }) : t('dict:confirmDeleteEntry', { name: entry.itemKey }),
        () => post('dictItem/delete', { ids: [entry.id] }, { invalidates: ENTRY_READS }),
      );
    },
  };
}
