import { App, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { WRITE_OFF_FILE_MAX_BYTES, fileNameProblem, type ExcessRow } from '../../../../common/money/write-off';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ApiError } from '../../../providers/envelope';
import { usePost } from '../../../hooks/usePost';
import { toastError, toastSuccess } from '../../../providers/toast';
import { readBase64 } from '../../../components/upload/read-base64';

const SHOWN_EXCESS_ROWS = 8;

const excessRowsOf = (error: unknown): ExcessRow[] | null =>
  (error instanceof ApiError && (error.data as { excessRows?: ExcessRow[] } | null)?.excessRows) || null;

/**
 * Importing a chosen file: the name and size checked here as on the server, the import confirmed, then
 * rows above the actual loan amount confirmed when the server asks; one Idempotency-Key per file. The import
 * refetches the lists (usePost).
 */
export function useWriteOffImport(onImported: (batch: WriteOffBatchRow) => void) {
  const { t } = useTranslation('writeOff');
  const { modal } = App.useApp();
  const { key, renew } = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const { post } = usePost();

  const send = (fileName: string, content: string, confirmExcess: boolean) =>
    post<WriteOffBatchRow>('writeOff/import', { fileName, content, confirmExcess }, { idempotencyKey: key, silent: true });

  const confirmExcess = (rows: readonly ExcessRow[], message: string) => new Promise<boolean>((resolve) => {
    modal.confirm({
      title: t('import.excessTitle'), width: 560, okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'excess-confirm' } as never,
      content: (
        <div data-testid="excess-rows">
          <Typography.Paragraph>{message}</Typography.Paragraph>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {rows.slice(0, SHOWN_EXCESS_ROWS).map((r) => (
              <li key={r.rowNo}>{t('import.excessRow', { rowNo: r.rowNo, orderNo: r.orderNo, amount: formatKes(r.amountCents), loanAmount: formatKes(r.loanAmountCents) })}</li>
            ))}
          </ul>
          {rows.length > SHOWN_EXCESS_ROWS && <Typography.Text type="secondary">{t('import.excessMore', { count: rows.length - SHOWN_EXCESS_ROWS })}</Typography.Text>}
        </div>
      ),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });

  const run = async (file: File) => {
    setBusy(true);
    try {
      const content = await readBase64(file);
      let batch: WriteOffBatchRow;
      try {
        batch = await send(file.name, content, false);
      } catch (error) {
        const excess = excessRowsOf(error);
        if (!excess) throw error;
        if (!(await confirmExcess(excess, (error as ApiError).message))) return;
        batch = await send(file.name, content, true);
      }
      renew();
      toastSuccess(t('import.done', { batchNo: batch.batchNo, result: batch.result ? t(`options.result.${batch.result}`) : '', ok: batch.successRows, total: batch.totalRows }));
      onImported(batch);
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  /** Checks the chosen file, then asks before importing it. */
  const start = (file: File) => {
    const problem = fileNameProblem(file.name)
      ?? (file.size > WRITE_OFF_FILE_MAX_BYTES ? { key: 'writeOff:errors.fileTooLarge', params: { max: WRITE_OFF_FILE_MAX_BYTES / 1024 / 1024 } } : null);
    if (problem) {
      toastError(t(problem.key, problem.params ?? {}));
      return;
    }
    modal.confirm({
      title: t('import.confirmTitle', { fileName: file.name }), content: t('import.confirmContent'),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'import-confirm' } as never,
      onOk: () => { void run(file); },
    });
  };
  return { start, busy };
}
