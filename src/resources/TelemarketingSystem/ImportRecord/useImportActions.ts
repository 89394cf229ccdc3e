/** The import's actions shared by the panel and the batch list: commit, discard and the row-results download. */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlobDownload } from '../../../components/files/useBlobDownload';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export interface BatchLike { id: number; batchNo: string; validRows: number; errorRows: number }

export function useImportActions(onChanged?: () => void) {
  const { t } = useTranslation('telemarketingImport');
  const { modal } = App.useApp();
  const { post } = usePost();
  const { download, downloading } = useBlobDownload();
  const commit = (batch: BatchLike) => modal.confirm({
    title: t('actions.commit'), content: t('hints.commitConfirm', { batchNo: batch.batchNo, valid: batch.validRows, errors: batch.errorRows }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const done = await post<{ committedRows: number }>('telemarketingImport/commit', { batchId: batch.id });
      toastSuccess(t('results.committed', { count: done.committedRows }));
      onChanged?.();
    },
  });
  const discard = (batch: BatchLike) => modal.confirm({
    title: t('actions.discard'), content: t('hints.discardConfirm', { batchNo: batch.batchNo }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
    onOk: async () => { await post('telemarketingImport/discard', { batchId: batch.id }); toastSuccess(t('results.discarded')); onChanged?.(); },
  });
  const results = (batch: BatchLike, onlyErrors: boolean) =>
    download('telemarketingImport/results', `${batch.batchNo}-${onlyErrors ? 'errors' : 'results'}.xlsx`, { batchId: batch.id, onlyErrors: String(onlyErrors) })
      .catch(() => undefined);
  return { commit, discard, results, downloading };
}
