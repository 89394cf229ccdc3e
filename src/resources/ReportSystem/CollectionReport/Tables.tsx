/**
 * The report's tables: cases entering and leaving each level per period, cure and recovery by level, merchant,
 * group and collector (a tab each, kept in the address as `by`), promises per period, contacts by channel, and
 * the agencies' and bad-debt library's part. Counts of cases entering collection and money collected open the
 * lists behind them.
 */
import { Card, Col, Row, Statistic, Table, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../../common/money';
import { formatRate } from '../../../../common/rate';
import {
  BREAKDOWNS, CONTACT_COLUMNS, CURE_COLUMNS, isCents, isRateColumn, PROMISE_COLUMNS, RECOVERY_FIGURES, type Breakdown,
  type CollectionReportAnswer, type ContactRow, type CureRow,
} from '../../../../common/reports/collection-report';
import type { FilterParams } from '../../../components/list';
import { periodDays } from '../../../components/report/list-address';
import { ChartHeading } from '../../../components/report/ReportScreen';
import { casesAddress, repaymentsAddress, scopeOf, scopeOfRow } from './drill-down';
import { count, useStateLabel } from './useStateLabel';

type Props = { report: CollectionReportAnswer; filter: FilterParams };

export const figureText = (column: string, value: number | null) => {
  if (value === null) return '—';
  if (isRateColumn(column)) return formatRate(value);
  if (isCents(column)) return formatCents(value);
  return column === 'contactsPerCase' ? value.toFixed(2) : count(value);
};
const linked = (address: string | null, text: string): ReactNode => (address ? <Link to={address}>{text}</Link> : text);
const num = (key: string, title: string, width = 110) => ({ key, title, align: 'right' as const, width });

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return <div>{hint ? <ChartHeading title={title} hint={hint} /> : <Typography.Title level={2} style={{ fontSize: 16 }}>{title}</Typography.Title>}{children}</div>;
}

/** Level entries and exits: a row per period (the latest first), a column per level ("+entered / −left"). */
export function FlowTable({ report }: Props) {
  const { t } = useTranslation('collectionReport');
  const label = useStateLabel(report);
  const rows = useMemo(() => report.periods.filter((p) => p.entered || p.left).reverse().map((p) => ({
    period: p.period, cells: Object.fromEntries(report.flow.filter((f) => f.period === p.period).map((f) => [f.level, f])),
  })), [report]);
  const levels = report.levels.filter((l) => report.flow.some((f) => f.level === l));
  const columns = [
    { key: 'period', dataIndex: 'period', title: t(`financialReport:periods.${report.grain}`), fixed: 'left' as const, width: 110 },
    ...levels.map((l) => ({
      ...num(l, label(l), 90),
      render: (_: unknown, r: (typeof rows)[number]) => (r.cells[l] ? `+${count(r.cells[l].entered)} / −${count(r.cells[l].left)}` : '—'),
    })),
  ];
  return (
    <Section title={t('flow.title')} hint={t('flow.hint')}>
      <Table rowKey="period" size="small" columns={columns} dataSource={rows} scroll={{ x: 'max-content' }} pagination={{ pageSize: 10, showSizeChanger: false }}
        data-testid="collection-report-flow" />
    </Section>
  );
}

/** The periods' own figures, the latest first; cases entering collection and money collected link to their lists. */
export function PeriodTable({ report, filter }: Props) {
  const { t } = useTranslation('collectionReport');
  const scope = (period: string) => {
    const { from, to } = periodDays(period, report.grain, filter);
    return scopeOf(filter, report.system, from, to);
  };
  const whole = scopeOf(filter, report.system, report.dayFrom, report.dayTo);
  const latestFirst = useMemo(() => [...report.periods].reverse(), [report.periods]);
  const columns = [
    { key: 'period', dataIndex: 'period', title: t(`financialReport:periods.${report.grain}`), fixed: 'left' as const, width: 110 },
    { ...num('newCases', t('figures.newCases')), render: (_: unknown, p: CollectionReportAnswer['periods'][number]) => { const s = scope(p.period); return p.newCases && s ? linked(casesAddress(s), count(p.newCases)) : count(p.newCases); } },
    { ...num('entered', t('figures.entered')), render: (_: unknown, p: CollectionReportAnswer['periods'][number]) => count(p.entered) },
    { ...num('left', t('figures.left')), render: (_: unknown, p: CollectionReportAnswer['periods'][number]) => count(p.left) },
    { ...num('collectedCents', t('figures.collectedCents'), 140), render: (_: unknown, p: CollectionReportAnswer['periods'][number]) => { const s = scope(p.period); return p.collectedCents && s ? linked(repaymentsAddress(s), formatCents(p.collectedCents)) : formatCents(p.collectedCents); } },
    { ...num('promisesMade', t('figures.promisesMade')), render: (_: unknown, p: CollectionReportAnswer['periods'][number]) => count(p.promisesMade) },
  ];
  return (
    <Table rowKey="period" size="small" columns={columns} dataSource={latestFirst} scroll={{ x: 'max-content' }} data-testid="collection-report-periods"
      pagination={{ pageSize: 10, showSizeChanger: false }}
      summary={() => (
        <Table.Summary.Row data-testid="collection-report-totals">
          <Table.Summary.Cell index={0}><Typography.Text strong>{t('table.total')}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right"><Typography.Text strong data-figure="newCases">{whole && report.totals.newCases ? linked(casesAddress(whole), count(report.totals.newCases)) : count(report.totals.newCases)}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right"><Typography.Text strong data-figure="entered">{count(report.totals.entered)}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right"><Typography.Text strong data-figure="left">{count(report.totals.left)}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right"><Typography.Text strong data-figure="collectedCents">{whole && report.totals.collectedCents ? linked(repaymentsAddress(whole), formatCents(report.totals.collectedCents)) : formatCents(report.totals.collectedCents)}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right"><Typography.Text strong data-figure="promisesMade">{count(report.totals.promisesMade)}</Typography.Text></Table.Summary.Cell>
        </Table.Summary.Row>
      )} />
  );
}

/** Cure and recovery by one breakdown; cases open the cohort's cases, collected the repayments. */
function CureTable({ report, filter, by }: Props & { by: Breakdown }) {
  const { t } = useTranslation('collectionReport');
  const label = useStateLabel(report);
  const span = scopeOf(filter, report.system, report.dayFrom, report.dayTo);
  const columns = [
    {
      key: 'key', title: t(`breakdowns.${by}`), fixed: 'left' as const, width: 180,
      render: (_: unknown, r: CureRow) => (by === 'level' ? label(r.key) : r.label || t('table.none')),
    },
    ...CURE_COLUMNS.map((c) => ({
      ...num(c, t(`figures.${c}`), c.endsWith('Cents') ? 140 : 100),
      render: (_: unknown, r: CureRow) => {
        const scope = scopeOfRow(span, by, r);
        const text = figureText(c, r[c]);
        if (!scope || !r[c]) return text;
        if (c === 'cases') return linked(casesAddress(scope), text);
        return c === 'collectedCents' ? linked(repaymentsAddress(scope), text) : text;
      },
    })),
  ];
  return <Table<CureRow> rowKey="key" size="small" columns={columns} dataSource={report.cure[by]} scroll={{ x: 'max-content' }} pagination={{ pageSize: 10, showSizeChanger: false }} data-testid={`collection-report-cure-${by}`} />;
}

export function CureTabs(props: Props) {
  const { t } = useTranslation('collectionReport');
  const [params, setParams] = useSearchParams();
  const by = (BREAKDOWNS as readonly string[]).includes(params.get('by') ?? '') ? params.get('by') as Breakdown : 'level';
  const choose = (key: string) => setParams((p) => { p.set('by', key); return p; }, { replace: true });
  return (
    <Section title={t('cure.title')} hint={t('cure.hint')}>
      <Tabs activeKey={by} onChange={choose} items={BREAKDOWNS.map((b) => ({ key: b, label: t(`breakdowns.${b}`), children: <CureTable {...props} by={b} /> }))} />
    </Section>
  );
}

export function PromiseTable({ report }: Props) {
  const { t } = useTranslation('collectionReport');
  type P = CollectionReportAnswer['promises'][number];
  const columns = [
    { key: 'period', dataIndex: 'period', title: t(`financialReport:periods.${report.grain}`), fixed: 'left' as const, width: 110 },
    ...PROMISE_COLUMNS.map((c) => ({ ...num(c, t(`figures.${c}`), c.endsWith('Cents') ? 150 : 100), render: (_: unknown, p: P) => figureText(c, p[c]) })),
  ];
  return (
    <Section title={t('promises.title')} hint={t('promises.hint')}>
      <Table<P> rowKey="period" size="small" columns={columns} dataSource={[...report.promises].reverse()} scroll={{ x: 'max-content' }} pagination={{ pageSize: 10, showSizeChanger: false }}
        data-testid="collection-report-promises"
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}><Typography.Text strong>{t('table.total')}</Typography.Text></Table.Summary.Cell>
            {PROMISE_COLUMNS.map((c, i) => (
              <Table.Summary.Cell key={c} index={i + 1} align="right"><Typography.Text strong data-figure={c}>{figureText(c, report.promiseTotals[c])}</Typography.Text></Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )} />
    </Section>
  );
}

export function ContactTable({ report }: Props) {
  const { t } = useTranslation('collectionReport');
  const columns = [
    { key: 'channel', title: t('table.channel'), fixed: 'left' as const, width: 130, render: (_: unknown, r: ContactRow) => t(`channels.${r.channel}`) },
    ...CONTACT_COLUMNS.map((c) => ({ ...num(c, t(`figures.${c}`), 120), render: (_: unknown, r: ContactRow) => figureText(c, r[c]) })),
  ];
  return (
    <Section title={t('contacts.title')} hint={t('contacts.hint', { cases: count(report.casesInCollection) })}>
      <Table<ContactRow> rowKey="channel" size="small" columns={columns} dataSource={report.contacts} pagination={false} scroll={{ x: 'max-content' }} data-testid="collection-report-contacts" />
    </Section>
  );
}

export function RecoveryFigures({ report }: Props) {
  const { t } = useTranslation('collectionReport');
  return (
    <Section title={t('recovery.title')}>
      <Row gutter={[16, 16]} data-testid="collection-report-recovery">
        {RECOVERY_FIGURES.map((f) => (
          <Col key={f} xs={24} sm={12} lg={8} xl={4}>
            <Card size="small"><Statistic title={t(`figures.${f}`)} value={figureText(f, report.recovery[f])} /></Card>
          </Col>
        ))}
      </Row>
    </Section>
  );
}
