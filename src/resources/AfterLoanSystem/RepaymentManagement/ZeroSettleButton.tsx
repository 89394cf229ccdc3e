import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { REPAY_URLS } from '../../../../common/money/repay-lists';
import type { BillListRow } from '../../../../common/money/repay-rows';
import { useMoneyCall } from '../../../components/money';
import { toastSuccess } from '../../../providers/toast';

interface Props {
  selected: readonly BillListRow[];
  onDone: () => void;
}

/** Batch zero settlement: the selected bills are settled to 0 by forgiving what they owe, after a confirmation naming the count. */
export function ZeroSettleButton({ selected, onDone }: Props) {
  const { t } = useTranslation('repay');
  const { modal } = App.useApp();
  const call = useMoneyCall<{ settled: number; waivedCents: number }>(REPAY_URLS.zeroSettle, { toast: true });
  const count = selected.length;
  const owed = selected.reduce((sum, b) => sum + b.amountDueCents, 0);
  const confirm = () => modal.confirm({
    title: t('zeroSettle.confirmTitle', { count }),
    content: t('zeroSettle.confirmContent', { amount: formatKes(owed), billNos: selected.map((b) => b.billNo).join(', ') }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'zero-settle-confirm-ok' } as never,
    onOk: async () => {
      const result = await call.post({ billIds: selected.map((b) => b.id), expectedCount: count });
      if (!result) return;
      toastSuccess(t('zeroSettle.done', { count: result.settled, amount: formatKes(result.waivedCents) }));
      onDone();
    },
  });
  return (
    <Button danger disabled={!count} onClick={confirm} data-testid="zero-settle">
      {count ? t('zeroSettle.button', { count }) : t('actions.zeroSettle')}
    </Button>
  );
}
