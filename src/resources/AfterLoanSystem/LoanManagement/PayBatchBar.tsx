import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { rowActions, type PayManageRow, type PayRowAction } from '../../../../common/money/pay-manage';

export const BATCH_ACTIONS = ['disburse', 'resend', 'cancel'] as const satisfies readonly PayRowAction[];
type BatchAction = (typeof BATCH_ACTIONS)[number];

interface Props {
  selected: PayManageRow[];
  may: (action: PayRowAction) => boolean;
  on: Record<BatchAction, (rows: PayManageRow[]) => void>;
}

/** The selection's count and total, and the batch actions over the rows each applies to. */
export function PayBatchBar({ selected, may, on }: Props) {
  const { t } = useTranslation('loan');
  // Batch cancel takes the whole selection: the server refuses one with a non-failed order (spec 4 and 8).
  const batchable = (action: BatchAction) => (action === 'cancel' ? selected : selected.filter((r) => rowActions(r).includes(action)));
  const total = formatKes(selected.reduce((sum, r) => sum + r.practicalAmountCents, 0));
  return (
    <Space wrap style={{ flex: 1 }} data-testid="pay-toolbar">
      <Typography.Text type="secondary" data-testid="pay-selection">
        {selected.length ? t('selection.count', { count: selected.length, total }) : t('selection.none')}
      </Typography.Text>
      {BATCH_ACTIONS.filter(may).map((action) => {
        const rows = batchable(action);
        return (
          <Button key={action} type={action === 'disburse' ? 'primary' : 'default'} danger={action === 'cancel'} disabled={!rows.length}
            onClick={() => on[action](rows)} data-testid={`batch-${action}`}>
            {t(`actions.batch${action[0].toUpperCase()}${action.slice(1)}`, { count: rows.length })}
          </Button>
        );
      })}
    </Space>
  );
}
