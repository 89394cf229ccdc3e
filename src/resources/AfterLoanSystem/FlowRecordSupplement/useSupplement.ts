import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { writeOffProblem, type SupplementResult } from '../../../../common/money/write-off';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ApiError } from '../../../providers/envelope';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { entryOf, problemText, type SupplementValues } from './supplement-form';

const asksToConfirmExcess = (error: unknown) =>
  error instanceof ApiError && Boolean((error.data as { confirmExcess?: boolean } | null)?.confirmExcess);

/**
 * Writes off one flow: the spec's form rules checked here as on the server, the write-off confirmed, and an
 * amount above the actual loan amount confirmed again when the server asks. The refusal is kept to show; a
 * success refetches the lists (usePost).
 */
export function useSupplement(onDone?: (result: SupplementResult) => void) {
  const { t } = useTranslation('writeOff');
  const { modal } = App.useApp();
  const { key, renew } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { post } = usePost();

  const ask = (title: string, content: string, testId: string) => new Promise<boolean>((resolve) => {
    modal.confirm({
      title, content, okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': testId } as never,
      onOk: () => resolve(true), onCancel: () => resolve(false),
    });
  });

  const send = (body: object) => post<SupplementResult>('writeOff/supplement', body, { idempotencyKey: key, silent: true });

  const submit = async (values: SupplementValues) => {
    setError(null);
    const entry = entryOf(values);
    const problem = writeOffProblem(entry);
    if (problem) {
      setError(problemText(t, problem));
      return;
    }
    const amount = formatKes(entry.amountCents as number);
    if (!(await ask(t('supplement.confirmTitle'), t('supplement.confirmContent', { amount, serialNo: entry.serialNo, orderNo: entry.orderNo }), 'supplement-confirm'))) return;
    setBusy(true);
    try {
      let result: SupplementResult;
      try {
        result = await send(entry);
      } catch (failure) {
        if (!asksToConfirmExcess(failure)) throw failure;
        if (!(await ask(t('supplement.excessTitle'), (failure as ApiError).message, 'excess-confirm'))) return;
        result = await send({ ...entry, confirmExcess: true });
      }
      renew();
      toastSuccess(result.autoWrittenOff
        ? t('supplement.doneAuto', { flowNo: result.flowNo, waived: formatKes(result.waivedCents) })
        : t('supplement.done', { flowNo: result.flowNo }));
      onDone?.(result);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return { submit, error, busy, clearError: () => setError(null) };
}
