import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTERED_BATCH_CAP, type FilteredBatchPreview } from '../../../../common/lists/filtered-batch';
import { formatKes } from '../../../../common/money';
import { REPAY_URLS } from '../../../../common/money/repay-lists';
import type { ZeroSettleFilteredAnswer } from '../../../../common/money/zero-settle';
import type { FilterParams } from '../../../components/list';
import { useMoneyCall } from '../../../components/money';
import { ApiError } from '../../../providers/envelope';
import { useRead } from '../../../hooks/useRead';
import { ZeroSettleResultModal } from './ZeroSettleResultModal';

interface Props {
  /** The list's filter in force, as the list sends it. */
  filter: FilterParams;
  disabled: boolean;
  onDone: () => void;
}

/**
 * Zero settlement of every unsettled bill of the list's filter: the server says how many and what they owe
 * (or refuses past the cap), the confirmation names both, and the per-bill results are shown after.
 */
export function ZeroSettleFilteredButton({ filter, disabled, onDone }: Props) {
  const { t } = useTranslation('repay');
  const { modal, message } = App.useApp();
  const read = useRead();
  const call = useMoneyCall<ZeroSettleFilteredAnswer>(REPAY_URLS.zeroSettleFiltered, { toast: true });
  const [answer, setAnswer] = useState<ZeroSettleFilteredAnswer | null>(null);
  const [asking, setAsking] = useState(false);

  const start = async () => {
    let preview: FilteredBatchPreview;
    setAsking(true);
    try {
      preview = await read<FilteredBatchPreview>(REPAY_URLS.zeroSettleFilteredPreview, filter);
    } catch (error) {
      if (error instanceof ApiError) return; // shown by the http client (e.g. more bills than the cap)
      throw error;
    } finally {
      setAsking(false);
    }
    if (!preview.count) {
      void message.info(t('zeroSettle.filteredNone'));
      return;
    }
    modal.confirm({
      title: t('zeroSettle.filteredConfirmTitle', { count: preview.count }),
      content: <p data-testid="confirm-text">{t('zeroSettle.filteredConfirmContent', { count: preview.count, amount: formatKes(preview.totalCents) })}</p>,
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'zero-settle-confirm-ok' } as never,
      onOk: async () => {
        const result = await call.post({ filter, expectedCount: preview.count });
        if (!result) return;
        setAnswer(result);
        onDone();
      },
    });
  };

  return (
    <>
      <Button danger disabled={disabled} loading={asking} onClick={() => void start()} data-testid="zero-settle-filtered"
        title={t('zeroSettle.filteredHint', { cap: FILTERED_BATCH_CAP.toLocaleString() })}>
        {t('zeroSettle.filteredButton')}
      </Button>
      <ZeroSettleResultModal answer={answer} onClose={() => setAnswer(null)} />
    </>
  );
}
