/** EmployeeDisciplineData's columns, declared once: the table and the xlsx export derive from them. */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { DisciplineRow } from './discipline';

const v = valuesOf<DisciplineRow>('appraisal');

/** An attendance rate in basis points as a percentage with one decimal; '' when nothing was planned. */
export const attendanceText = (bp: number | null) => (bp === null ? '' : `${(bp / 100).toFixed(1)} %`);

export const DISCIPLINE_COLUMNS = [
  columnOf('employeeNo', [v('employeeNo'), v('employeeName')]),
  columnOf('groupName', [v('groupName'), v('stage')], ['appraisal:fields.groupName', 'appraisal:fields.stage']),
  columnOf('area', [v('area', 'label', { labels: 'appraisal:options.area' })]),
  columnOf('month', [v('month')]),
  columnOf('attendanceBp', [
    v('attendanceBp', 'text', { read: (row) => attendanceText(row.attendanceBp) }),
    v('attendedDays', 'text', { read: (row) => (row.plannedDays ? `${row.attendedDays} / ${row.plannedDays}` : '') }),
  ]),
  columnOf('majorViolations', [v('majorViolations', 'int')]),
  columnOf('qualityPenaltyPoints', [v('qualityPenaltyPoints', 'int')]),
  columnOf('complaintCount', [v('complaintCount', 'int')]),
  columnOf('warningLetters', [v('warningLetters', 'int')]),
  columnOf('diligenceScore', [v('diligenceScore', 'int')]),
];
