import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import type { ReconciliationItemRow, ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { RECONCILIATION_OUTCOMES } from '../../../../common/money/statuses';
import { ListTable, useListTable } from '../../../components/list';
import { useItemColumns } from './useItemColumns';

/** The header sticks to the top of the drawer's body, which scrolls (not to the page under the app header). */
const IN_DRAWER_BODY = { offsetHeader: 0 };

/** One run's items, problems first, filtered by outcome (a secondary list: its view stays out of the address bar). */
export function RunItems({ run }: { run: ReconciliationRunRow }) {
  const { t } = useTranslation('reconciliation');
  const list = useListTable<ReconciliationItemRow>({ url: `reconciliation/items/${run.id}`, syncWithLocation: false });
  const columns = useItemColumns();
  const outcome = list.searched.outcome as string | undefined;
  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Select allowClear value={outcome} placeholder={t('items.allOutcomes')} style={{ minWidth: 200 }} data-testid="items-outcome"
          aria-label={t('fields.outcome')} onChange={(value?: string) => list.search(value ? { outcome: value } : {})}
          options={RECONCILIATION_OUTCOMES.map((o) => ({ value: o, label: t(`options.outcome.${o}`) }))} />
        <Typography.Text type="secondary">{t('items.summary', { ours: formatKes(run.oursCents), theirs: formatKes(run.theirsCents) })}</Typography.Text>
      </Space>
      <ListTable<ReconciliationItemRow> rowKey="id" list={list} columns={columns} sticky={IN_DRAWER_BODY} />
    </>
  );
}
