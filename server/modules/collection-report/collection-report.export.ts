/**
 * CollectionReport as xlsx: one sheet per table of the screen (periods, level flow, roll rate, cure and recovery,
 * promises, contacts, agencies and bad debt), titled in the caller's language; KES with two decimals, rates as
 * percentages. Audited. Figures and staff names only, no customer data.
 */
import { shownLevel } from '../../../common/collection/policies';
import {
  BREAKDOWNS, CONTACT_COLUMNS, CURE_COLUMNS, isCents, isRateColumn, PROMISE_COLUMNS, rateBp, RECOVERY_FIGURES, type CollectionReportAnswer,
} from '../../../common/reports/collection-report';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { streamReportBook, type ReportCell, type ReportSheetColumn } from '../../core/spreadsheet/report-sheet';

const PERIOD_COLUMNS = ['newCases', 'entered', 'left', 'collectedCents', 'promisesMade'] as const;

const sum = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.reduce((s, r) => s + Number(r[key]), 0);
const value = (column: string, v: number | null): ReportCell => {
  if (v === null) return null;
  if (isRateColumn(column)) return v / 10_000;
  return isCents(column) ? v / 100 : v;
};
const numFmt = (column: string) => (isRateColumn(column) ? '0.00%' : isCents(column) ? '#,##0.00' : column === 'contactsPerCase' ? '0.00' : '#,##0');

export async function startCollectionExport(deps: Deps, actor: Actor, report: CollectionReportAnswer, language: string) {
  await recordAudit(deps.db, actor, {
    action: 'collectionReport.export', entity: 'collectionReport',
    after: { dayFrom: report.dayFrom, dayTo: report.dayTo, grain: report.grain, system: report.system, periods: report.periods.length },
  });
  const t = (key: string) => translate(language, `collectionReport:${key}`);
  const period = { header: translate(language, `financialReport:periods.${report.grain}`), width: 14 };
  const figure = (c: string): ReportSheetColumn => ({ header: t(`figures.${c}`), width: 18, numFmt: numFmt(c) });
  const level = (l: string) => shownLevel(report.system, l);
  const state = (s: string) => (report.levels.includes(s) ? level(s) : t(`states.${s}`));
  const none = t('table.none');
  const levels = report.cure.level;
  const cureTotals = {
    cases: sum(levels, 'cases'), cured: sum(levels, 'cured'), cureRateBp: rateBp(sum(levels, 'cured'), sum(levels, 'cases')),
    chargedCents: sum(levels, 'chargedCents'), recoveredCents: sum(levels, 'recoveredCents'),
    recoveryRateBp: rateBp(sum(levels, 'recoveredCents'), sum(levels, 'chargedCents')), collectedCents: sum(levels, 'collectedCents'),
  };
  const rollShare = (from: string, to: string) => report.roll.cells.find((c) => c.from === from && c.to === to)?.shareBp ?? 0;

  const stream = streamReportBook([
    {
      name: t('export.sheets.periods'), columns: [period, ...PERIOD_COLUMNS.map(figure)],
      rows: report.periods.map((p) => [p.period, ...PERIOD_COLUMNS.map((c) => value(c, p[c]))]),
      total: [t('table.total'), ...PERIOD_COLUMNS.map((c) => value(c, report.totals[c]))],
    },
    {
      name: t('export.sheets.flow'), columns: [period, { header: t('table.level'), width: 12 }, figure('entered'), figure('left')],
      rows: report.flow.map((r) => [r.period, level(r.level), r.entered, r.left]),
      total: [t('table.total'), '', report.totals.entered, report.totals.left],
    },
    {
      name: t('export.sheets.roll'),
      columns: [{ header: t('roll.from'), width: 14 }, figure('cases'), figure('amountCents'), ...report.roll.to.map((s) => ({ header: state(s), width: 12, numFmt: '0.00%' }))],
      rows: report.roll.rows.map((r) => [state(r.state), r.cases, r.amountCents / 100, ...report.roll.to.map((s) => rollShare(r.state, s) / 10_000)]),
      total: [t('table.total'), sum(report.roll.rows, 'cases'), sum(report.roll.rows, 'amountCents') / 100, ...report.roll.to.map(() => null)],
    },
    {
      name: t('export.sheets.cure'),
      columns: [{ header: t('table.breakdown'), width: 14 }, { header: t('table.key'), width: 24 }, ...CURE_COLUMNS.map(figure)],
      rows: BREAKDOWNS.flatMap((b) => report.cure[b].map((r) => [
        t(`breakdowns.${b}`), b === 'level' ? level(r.key) : r.label || none, ...CURE_COLUMNS.map((c) => value(c, r[c])),
      ])),
      // Every breakdown splits the same cases and money: the totals are the levels' sums.
      total: [t('table.total'), '', ...CURE_COLUMNS.map((c) => value(c, cureTotals[c]))],
    },
    {
      name: t('export.sheets.promises'), columns: [period, ...PROMISE_COLUMNS.map(figure)],
      rows: report.promises.map((p) => [p.period, ...PROMISE_COLUMNS.map((c) => value(c, p[c]))]),
      total: [t('table.total'), ...PROMISE_COLUMNS.map((c) => value(c, report.promiseTotals[c]))],
    },
    {
      name: t('export.sheets.contacts'), columns: [{ header: t('table.channel'), width: 14 }, ...CONTACT_COLUMNS.map(figure)],
      rows: report.contacts.map((r) => [t(`channels.${r.channel}`), ...CONTACT_COLUMNS.map((c) => value(c, r[c]))]),
      total: [t('figures.casesInCollection'), report.casesInCollection, ...CONTACT_COLUMNS.slice(1).map(() => null)],
    },
    {
      name: t('export.sheets.recovery'), columns: [{ header: t('table.figure'), width: 36 }, { header: t('table.value'), width: 18, numFmt: '#,##0.00' }],
      rows: RECOVERY_FIGURES.map((f) => [t(`figures.${f}`), value(f, report.recovery[f])]),
      total: [],
    },
  ]);
  return { stream, fileName: `CollectionReport-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.periods.length };
}
