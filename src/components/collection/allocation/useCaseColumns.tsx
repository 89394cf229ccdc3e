import type { TableColumnType } from 'antd';
import { CASE_COLUMNS, type CaseColumn, type CaseRow } from '../../../../common/collection/case-list';
import { StatusTag } from '../../money-actions';
import { useDeclaredColumns, type ColumnLook } from '../../money/useDeclaredColumns';

const STATUS_COLOURS = { collecting: 'blue', retained: 'gold', closed: 'default' };

const LOOKS: Partial<Record<CaseColumn, ColumnLook<CaseRow>>> = {
  caseNo: { fixed: 'left', width: 170 },
  status: { render: (_: unknown, row: CaseRow) => <StatusTag ns="collection" field="status" value={row.status} colours={STATUS_COLOURS} /> },
};

/** The case lists' columns (declared in common/collection/case-list.ts; the export has the same). */
export function useCaseColumns(): TableColumnType<CaseRow>[] {
  return useDeclaredColumns(CASE_COLUMNS, LOOKS);
}
