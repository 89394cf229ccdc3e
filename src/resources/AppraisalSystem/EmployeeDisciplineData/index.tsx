import { DownloadOutlined, LockOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCIPLINE_COLUMNS, attendanceText } from '../../../../common/appraisal/discipline-columns';
import { DISCIPLINE_FILTERS, DISCIPLINE_SCREEN, type DisciplineRow } from '../../../../common/appraisal/discipline';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import type { RowAction } from '../../../components/list/RowActions';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { CloseMonthDialog } from './CloseMonthDialog';
import { useDisciplineMonth } from './discipline-month';
import { WarningDialog } from './WarningDialog';
import { WeightsDialog } from './WeightsDialog';

const KEY = DISCIPLINE_SCREEN;
const can = (action: string) => actionCode(KEY, action);
const SORTABLE = ['diligenceScore', 'attendanceBp'] as const;
/** Shown when asked (column chooser): the month is the picker's, the area a filter; the rest fit 1280 px with the actions. */
const HIDDEN_FIRST = ['month', 'area'] as const;

/** EmployeeDisciplineData: each employee's month — attendance, quality findings, complaints, warning letters — and the diligence score. */
export default function EmployeeDisciplineData() {
  const { t } = useTranslation('appraisal');
  const may = useOperation();
  const { month, thisMonth, setMonth } = useDisciplineMonth();
  const [letters, setLetters] = useState<DisciplineRow | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [weights, setWeights] = useState(false);
  const params = useMemo(() => ({ month }), [month]);
  const list = useListTable<DisciplineRow>({ url: 'employeeDisciplineData/list', params });
  const closed = list.records.some((r) => r.closedAt);
  const { post, posting } = usePost();
  const looks = useMemo(() => ({
    employeeNo: { width: 130, fixed: 'left' as const },
    groupName: { width: 150, render: (_: unknown, row: DisciplineRow) => (
      <>
        <Typography.Text style={{ maxWidth: 134 }} ellipsis={{ tooltip: row.groupName }}>{row.groupName ?? '—'}</Typography.Text>
        {row.stage && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, maxWidth: 134 }} ellipsis={{ tooltip: row.stage }}>{row.stage}</Typography.Text>}
      </>
    ) },
    area: { width: 110 },
    month: { width: 90 },
    attendanceBp: { width: 100, render: (_: unknown, row: DisciplineRow) => (row.attendanceBp === null
      ? <Typography.Text type="secondary">{t('status.notPlanned')}</Typography.Text>
      : <><span>{attendanceText(row.attendanceBp)}</span><br /><Typography.Text type="secondary">{`${row.attendedDays} / ${row.plannedDays}`}</Typography.Text></>) },
    majorViolations: { width: 72 },
    qualityPenaltyPoints: { width: 72 },
    complaintCount: { width: 90 },
    warningLetters: { width: 72 },
    diligenceScore: { width: 84, render: (_: unknown, row: DisciplineRow) => (
      <Tag color={row.diligenceScore >= 80 ? 'green' : row.diligenceScore >= 60 ? 'orange' : 'red'} data-testid="diligence-score">{row.diligenceScore}</Tag>
    ) },
  }), [t]);
  const columns = useDeclaredColumns(DISCIPLINE_COLUMNS, looks);
  const exporter = useXlsxExport('appraisal', {
    url: 'employeeDisciplineData/export', params: { ...list.filter, month }, total: list.total, fileName: t('export.fileName', { month }),
    cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' },
  });
  const actions = (row: DisciplineRow): RowAction[] => [
    { key: 'letters', label: may(can('warn')) && !row.closedAt ? t('actions.warn') : t('actions.letters'), onClick: () => setLetters(row), testId: 'row-warning' },
  ];
  const recompute = async () => {
    const done = await post<{ records: number }>('employeeDisciplineData/recompute', { month });
    toastSuccess(t('recompute.done', { count: done.records }));
  };

  const buttons = (
    <Space wrap>
      {may(can('recompute')) && !closed && <Button icon={<ReloadOutlined />} loading={posting} onClick={recompute} data-testid="discipline-recompute">{t('actions.recompute')}</Button>}
      {may(can('close')) && !closed && month < thisMonth && <Button icon={<LockOutlined />} onClick={() => setClosing(month)} data-testid="discipline-close">{t('actions.close')}</Button>}
      {may(can('weights')) && <Button icon={<SettingOutlined />} onClick={() => setWeights(true)} data-testid="discipline-weights">{t('actions.weights')}</Button>}
      {may(can('export')) && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="discipline-export">{t('actions.export')}</Button>}
    </Space>
  );

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>} extra={buttons}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Space size={6}>
          <Typography.Text id="discipline-month-label">{t('hints.month')}</Typography.Text>
          <EatDatePicker picker="month" allowClear={false} value={eatDayPick(`${month}-01`)} aria-labelledby="discipline-month-label"
            disabledDate={(d) => d.format('YYYY-MM') > thisMonth}
            onChange={(value) => value && setMonth(value.format('YYYY-MM'))} data-testid="discipline-month" />
        </Space>
        <Tag color={closed ? 'default' : 'blue'} icon={closed ? <LockOutlined /> : undefined} data-testid="discipline-status">{t(closed ? 'status.closed' : 'status.open')}</Tag>
        <Typography.Text type="secondary">{t('hints.score')}</Typography.Text>
      </Flex>
      <ListFilterBar defs={DISCIPLINE_FILTERS} values={list.searched} onSearch={list.search} labels="appraisal:fields" />
      <ListTable<DisciplineRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} defaultHidden={HIDDEN_FIRST} sortable={SORTABLE}
        actions={actions} rowName={(row) => row.employeeName} data-testid="discipline-table" />
      <WarningDialog row={letters} canWarn={may(can('warn'))} onClose={() => setLetters(null)} />
      <CloseMonthDialog month={closing} onClose={() => setClosing(null)} />
      <WeightsDialog open={weights} onClose={() => setWeights(false)} />
    </Card>
  );
}
