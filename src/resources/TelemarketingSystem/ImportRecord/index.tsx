/** ImportRecord: import a list (validate every row, then commit) and the batches with their counts and status. */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMPORT_BATCH_COLUMNS, IMPORT_BATCH_FILTERS, IMPORT_BATCH_HIDDEN_FIRST, type ImportBatchRow } from '../../../../common/telemarketing/import-inputs';
import { IMPORT_RECORD_SCREEN } from '../../../../common/telemarketing/list';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, type RowAction, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { ImportPanel } from './ImportPanel';
import { useImportActions } from './useImportActions';

const LOOKS = { batchNo: { width: 190 }, createdAt: { width: 170 } };

export default function ImportRecord() {
  const { t } = useTranslation('telemarketingImport');
  const can = useOperation();
  const canImport = can(actionCode(IMPORT_RECORD_SCREEN, 'import'));
  const list = useListTable<ImportBatchRow>({ url: 'telemarketingImport/batches' });
  const columns = useDeclaredColumns(IMPORT_BATCH_COLUMNS, LOOKS);
  const actions = useImportActions();
  const rowActions = (row: ImportBatchRow): RowAction[] => [
    ...(row.totalRows > 0 ? [{ key: 'errors', label: t('actions.downloadResults'), testId: 'batch-results', onClick: () => void actions.results(row, false) }] : []),
    ...(canImport && row.status === 'validated' ? [
      { key: 'commit', label: t('actions.commit'), testId: 'batch-commit', onClick: () => actions.commit(row) },
      { key: 'discard', label: t('actions.discard'), danger: true, testId: 'batch-discard', onClick: () => actions.discard(row) },
    ] : []),
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(IMPORT_RECORD_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ImportPanel canImport={canImport} />
      <ListFilterBar defs={IMPORT_BATCH_FILTERS} values={list.searched} onSearch={list.search} labels="telemarketingImport:fields" />
      <ListTable<ImportBatchRow> rowKey="id" list={list} columns={columns} columnsKey={IMPORT_RECORD_SCREEN} defaultHidden={IMPORT_BATCH_HIDDEN_FIRST}
        actions={rowActions} rowName={(row) => row.batchNo} data-testid="import-batch-table" />
    </Card>
  );
}
