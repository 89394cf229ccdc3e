/**
 * The planner's grid: employees × the days shown, the employee column sticky on the left, two header rows (the day,
 * then how many are at work against the required headcount). Rows are virtual (antd Table `virtual`): only the rows
 * in view are drawn, so 300 employees × 31 days scrolls as smoothly as ten.
 */
import { PushpinFilled } from '@ant-design/icons';
import { Table, type TableColumnsType } from 'antd';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RosterCell } from '../../../../common/schedule/schedule-rules';
import { weekdayOf } from './plan-view';
import { cellStyle } from './Legend';
import { brokenCells, cellKey, indexCells, type RosterAnswer, type ShiftType, type StaffMember, workingPerDay } from './roster';
import styles from './schedule-plan.module.css';

const ROW_HEIGHT = 35;

interface Props {
  roster: RosterAnswer;
  days: readonly string[];
  /** Present for holders of the update code: a cell is then a button that opens its editor. */
  onEdit?: (employee: StaffMember, day: string, cell: RosterCell | undefined) => void;
  selected: readonly number[];
  onSelect?: (ids: number[]) => void;
  height: number;
}

/** A short label that fits a month view's narrow cell: the shift type's first two letters. */
const shortName = (s: ShiftType) => Array.from(s.name.trim()).slice(0, 2).join('');

interface CellProps {
  employee: StaffMember;
  day: string;
  cell: RosterCell | undefined;
  shift: ShiftType | undefined;
  broken: boolean;
  wide: boolean;
  onEdit?: Props['onEdit'];
  /** The grid's translator: one hook for the grid rather than one per cell (hundreds are drawn while scrolling). */
  t: TFunction;
}

const Cell = memo(function Cell({ employee, day, cell, shift, broken, wide, onEdit, t }: CellProps) {
  const value = !cell ? t('plan.cell.empty')
    : cell.kind === 'shift' && shift ? t('plan.cell.shiftValue', { name: shift.name, start: shift.startTime, end: shift.endTime })
      : cell.kind === 'leave' ? t('plan.legend.leave') : t('plan.legend.rest');
  const short = !cell ? '' : cell.kind === 'shift' && shift ? (wide ? <>{shift.name}<small className={styles.times}>{shift.startTime}–{shift.endTime}</small></> : shortName(shift))
    : cell.kind === 'leave' ? (wide ? value : t('plan.cell.leaveShort')) : (wide ? value : t('plan.cell.restShort'));
  const description = t(cell?.pinned ? 'plan.cell.ariaPinned' : 'plan.cell.aria', { name: employee.realName, day, value });
  const className = `${styles.cellBox}${broken ? ` ${styles.broken}` : ''}`;
  const content = (
    <>
      <span aria-hidden className={wide ? styles.wideLabel : undefined}>{short}</span>
      {cell?.pinned && <PushpinFilled aria-hidden className={styles.pin} />}
    </>
  );
  const look = cellStyle(cell?.kind, shift?.colour);
  const testId = `cell-${employee.id}-${day}`;
  if (!onEdit) {
    return <div className={className} style={look} data-testid={testId} data-kind={cell?.kind ?? ''} data-pinned={cell?.pinned ? 'true' : 'false'}>{content}<span className={styles.srOnly}>{description}</span></div>;
  }
  return (
    <button type="button" className={className} style={look} title={description} onClick={() => onEdit(employee, day, cell)}
      data-testid={testId} data-kind={cell?.kind ?? ''} data-pinned={cell?.pinned ? 'true' : 'false'}>
      {content}<span className={styles.srOnly}>{description}</span>
    </button>
  );
});

export function RosterGrid({ roster, days, onEdit, selected, onSelect, height }: Props) {
  const { t } = useTranslation('schedule');
  const holder = useRef<HTMLDivElement>(null);
  const cells = useMemo(() => indexCells(roster.cells), [roster.cells]);
  const working = useMemo(() => workingPerDay(roster.cells), [roster.cells]);
  const broken = useMemo(() => brokenCells(roster.violations, roster.days), [roster.violations, roster.days]);
  const shifts = useMemo(() => new Map(roster.shiftTypes.map((s) => [s.id, s])), [roster.shiftTypes]);
  const wide = days.length <= 7;
  const dayWidth = days.length === 1 ? 220 : wide ? 100 : 44;
  const width = 170 + dayWidth * days.length + (onSelect ? 40 : 0);

  const columns = useMemo<TableColumnsType<StaffMember>>(() => [
    {
      key: 'employee-group', title: t('plan.employee'), fixed: 'left',
      children: [{
        key: 'employee', title: t('plan.coverage'), fixed: 'left', width: 170,
        render: (_: unknown, e: StaffMember) => (
          <div className={styles.employee} title={e.jobNumber ? `${e.realName} · ${e.jobNumber}` : e.realName}>
            <span>{e.realName}</span>{e.jobNumber && <span className={styles.jobNumber}>{e.jobNumber}</span>}
          </div>
        ),
      }],
    },
    ...days.map((day) => {
      const count = working.get(day) ?? 0;
      const short = count < roster.required;
      const weekend = weekdayOf(day) >= 5;
      return {
        key: day,
        title: (
          <span className={styles.dayHead}><span>{Number(day.slice(8))}</span><span>{t(`plan.weekdays.${weekdayOf(day)}`)}</span></span>
        ),
        className: weekend ? styles.weekend : undefined,
        children: [{
          key: `cell-${day}`, width: dayWidth, className: styles.cell,
          title: (
            <span className={`${styles.coverage}${short ? ` ${styles.short}` : ''}`} data-testid={`coverage-${day}`}
              title={t('plan.coverageAria', { day, working: count, required: roster.required })}>
              {/* A large team's figures ("300/210") stack in the month view's narrow column. */}
              {!wide && `${count}/${roster.required}`.length > 5
                ? <><span className={styles.stacked}>{count}</span><span className={styles.stacked}>/{roster.required}</span></>
                : `${count}/${roster.required}`}
            </span>
          ),
          render: (_: unknown, e: StaffMember) => {
            const cell = cells.get(cellKey(e.id, day));
            return (
              <Cell employee={e} day={day} cell={cell} shift={cell?.shiftTypeId ? shifts.get(cell.shiftTypeId) : undefined}
                broken={broken.has(cellKey(e.id, day))} wide={wide} onEdit={onEdit} t={t} />
            );
          },
        }],
      };
    }),
  ], [days, working, roster.required, cells, shifts, broken, wide, dayWidth, onEdit, t]);

  // The virtual body is the region that scrolls: reachable by keyboard even when its cells are not buttons.
  useEffect(() => {
    const body = holder.current?.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
    if (body && !body.hasAttribute('tabindex')) body.tabIndex = 0;
  });

  return (
    <div ref={holder} className={styles.grid} style={{ maxWidth: width + 2 }} data-testid="roster-grid">
      <Table<StaffMember>
        virtual bordered size="small" rowKey="id" pagination={false}
        dataSource={roster.staff} columns={columns}
        scroll={{ x: width, y: height }}
        rowSelection={onSelect ? {
          selectedRowKeys: [...selected], onChange: (keys) => onSelect(keys.map(Number)), columnWidth: 40, fixed: 'left',
          getCheckboxProps: (e) => ({ 'aria-label': t('plan.selectRow', { name: e.realName }) } as never),
        } : undefined}
        onRow={() => ({ style: { height: ROW_HEIGHT } })}
      />
    </div>
  );
}
