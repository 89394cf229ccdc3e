/**
 * The one export of the screens: refuse locally over a cap, confirm with the row count, download the xlsx
 * the server writes and say so. A refusal by the server (no permission, too many rows) has been shown by
 * the http client; anything else is a fault and propagates.
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { eatToday } from '../../../common/eat-day';
import { ApiError } from '../../providers/envelope';
import { toastSuccess } from '../../providers/toast';
import { useBlobDownload } from './useBlobDownload';

export interface XlsxExportSpec {
  url: string;
  params?: Record<string, unknown>;
  /** The rows the file will hold, named in the confirmation; without it the file downloads at once. */
  total?: number;
  /** Over `rows` the export is refused before the server is asked, with `messageKey` ({{cap}}). */
  cap?: { rows: number; messageKey: string };
  /** Without the date and extension; defaults to the namespace's export.fileName. */
  fileName?: string;
}

/** `ns` holds actions.export, export.confirm ({{total}}), export.done and, by default, export.fileName. */
export function useXlsxExport(ns: string, spec: XlsxExportSpec) {
  const { t } = useTranslation(ns);
  const { modal } = App.useApp();
  const { download: fetchFile, downloading: exporting } = useBlobDownload();

  const download = async () => {
    try {
      const name = `${spec.fileName ?? t('export.fileName')}-${eatToday()}.xlsx`;
      await fetchFile(spec.url, name, spec.params);
      toastSuccess(t('export.done'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  const start = () => {
    const { total, cap } = spec;
    if (cap && total !== undefined && total > cap.rows) {
      modal.warning({ title: t('actions.export'), content: t(cap.messageKey, { cap: cap.rows.toLocaleString() }), okText: t('common:actions.close') });
      return;
    }
    if (total === undefined) {
      void download();
      return;
    }
    modal.confirm({
      title: t('actions.export'), content: t('export.confirm', { total: total.toLocaleString() }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: download,
    });
  };

  return { start, exporting };
}
