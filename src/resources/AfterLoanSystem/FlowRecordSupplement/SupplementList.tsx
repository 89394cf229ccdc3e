import { SUPPLEMENT_FILTERS, type SupplementedFlowRow } from '../../../../common/money/write-off-lists';
import { ListFilterBar, ListTable, type ListTableState } from '../../../components/list';
import { useSupplementColumns } from './useSupplementColumns';

const SCREEN = 'AfterLoanSystem/FlowRecordSupplement';
/** Shown when the user asks (column chooser), so the default view fits 1280 px. */
const HIDDEN_FIRST: readonly string[] = ['overflowCents', 'isRecord', 'accountId', 'createdByName', 'createdAt'];

/** The flows supplemented on this screen, latest repaid first, by order and serial number. */
export function SupplementList({ list }: { list: ListTableState<SupplementedFlowRow> }) {
  const columns = useSupplementColumns();
  return (
    <>
      <ListFilterBar defs={SUPPLEMENT_FILTERS} labels="writeOff:fields" values={list.searched} onSearch={list.search} />
      <ListTable<SupplementedFlowRow> rowKey="id" data-testid="supplement-list" list={list} columns={columns} columnsKey={SCREEN} defaultHidden={HIDDEN_FIRST}
        rowName={(row) => row.flowNo} />
    </>
  );
}
