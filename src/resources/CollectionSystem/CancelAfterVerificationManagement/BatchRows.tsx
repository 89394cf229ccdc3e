import { Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow, WriteOffRowView } from '../../../../common/money/write-off-lists';
import { ListTable, useListTable } from '../../../components/list';
import { useRowColumns } from './useRowColumns';

/** The header sticks to the top of the drawer's body, which scrolls (not to the page under the app header). */
const IN_DRAWER_BODY = { offsetHeader: 0 };

/** One batch's rows in file order, or only the failed ones (a secondary list: its view stays out of the address bar). */
export function BatchRows({ batch }: { batch: WriteOffBatchRow }) {
  const { t } = useTranslation('writeOff');
  const list = useListTable<WriteOffRowView>({ url: `writeOff/rows/${batch.id}`, syncWithLocation: false });
  const columns = useRowColumns();
  const onlyErrors = list.searched.onlyErrors === 'true';
  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Switch checked={onlyErrors} onChange={(on) => list.search(on ? { onlyErrors: 'true' } : {})} aria-label={t('rows.onlyErrors')} data-testid="rows-only-errors" />
          {t('rows.onlyErrors')}
        </Space>
        <Typography.Text type="secondary">
          {t('rows.summary', { file: batch.fileName, ok: batch.successRows, failed: batch.failedRows, auto: batch.autoWriteOffCount })}
        </Typography.Text>
      </Space>
      <ListTable<WriteOffRowView> rowKey="id" data-testid="rows-table" list={list} columns={columns} rowName={(row) => String(row.rowNo)} sticky={IN_DRAWER_BODY} />
    </>
  );
}
