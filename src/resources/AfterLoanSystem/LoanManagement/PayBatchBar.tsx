import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILTERED_BATCH_CAP } from '../../../../common/lists/filtered-batch';
import { formatKes } from '../../../../common/money';
import { PAY_BATCH_ACTIONS, rowActions, type PayBatchAction, type PayManageRow, type PayRowAction } from '../../../../common/money/pay-manage';

const capitalised = (action: PayBatchAction) => `${action[0].toUpperCase()}${action.slice(1)}`;

interface Props {
  selected: PayManageRow[];
  may: (action: PayRowAction) => boolean;
  on: Record<PayBatchAction, (rows: PayManageRow[]) => void>;
  /** The same actions over every row of the list's filter; off while the list is empty. */
  onFiltered: (action: PayBatchAction) => void;
  filteredDisabled?: boolean;
}

/** The selection's count and total, the batch actions over the rows each applies to, and the same over all filtered rows. */
export function PayBatchBar({ selected, may, on, onFiltered, filteredDisabled = false }: Props) {
  const { t } = useTranslation('loan');
  const allowed = PAY_BATCH_ACTIONS.filter(may);
  // Batch cancel takes the whole selection: the server refuses one with a non-failed order (spec 4 and 8).
  const batchable = (action: PayBatchAction) => (action === 'cancel' ? selected : selected.filter((r) => rowActions(r).includes(action)));
  const total = formatKes(selected.reduce((sum, r) => sum + r.practicalAmountCents, 0));
  return (
    <Space wrap style={{ flex: 1 }} data-testid="pay-toolbar">
      <Typography.Text type="secondary" data-testid="pay-selection">
        {selected.length ? t('selection.count', { count: selected.length, total }) : t('selection.none')}
      </Typography.Text>
      {allowed.map((action) => {
        const rows = batchable(action);
        return (
          <Button key={action} type={action === 'disburse' ? 'primary' : 'default'} danger={action === 'cancel'} disabled={!rows.length}
            onClick={() => on[action](rows)} data-testid={`batch-${action}`}>
            {t(`actions.batch${capitalised(action)}`, { count: rows.length })}
          </Button>
        );
      })}
      {allowed.length > 0 && (
        <Dropdown disabled={filteredDisabled} trigger={['click']}
          menu={{
            items: allowed.map((action) => ({ key: action, danger: action === 'cancel', label: <span data-testid={`filtered-${action}`}>{t(`actions.filtered${capitalised(action)}`)}</span> })),
            onClick: ({ key }) => onFiltered(key as PayBatchAction),
          }}>
          <Button disabled={filteredDisabled} title={t('filtered.hint', { cap: FILTERED_BATCH_CAP.toLocaleString() })} data-testid="batch-filtered">
            {t('actions.filtered')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
