import { Collapse, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import type { MoneyJournal, MoneyJournalLine } from '../../../../../common/orders/order-money';
import { formatEat } from '../../../../../common/time';
import { accountLabel, labelOf, whoOf } from './money-labels';

const balanced = (j: MoneyJournal) => j.debitCents === j.creditCents;
/** The lines stay beside their journal's first columns, in view at 1280 px, however wide the journals table scrolls. */
const LINES_MAX_WIDTH = 720;

/** What a journal was posted for, named as the order's other tables name it (a flow's or bill's number). */
export type RefNames = Partial<Record<string, ReadonlyMap<string, string>>>;

function JournalLines({ journal }: { journal: MoneyJournal }) {
  const { t } = useTranslation('orderDetail');
  const columns: ColumnsType<MoneyJournalLine> = [
    { key: 'account', title: t('money.columns.account'), render: (_, l) => accountLabel(t, l.account) },
    { key: 'channel', title: t('money.columns.channel'), render: (_, l) => labelOf(t, 'channels', l.channel) },
    { key: 'periodNo', title: t('money.columns.periodNo'), render: (_, l) => l.periodNo ?? '—' },
    { key: 'debit', title: t('money.columns.debit'), align: 'right', render: (_, l) => (l.debitCents ? formatKes(l.debitCents) : '') },
    { key: 'credit', title: t('money.columns.credit'), align: 'right', render: (_, l) => (l.creditCents ? formatKes(l.creditCents) : '') },
  ];
  return (
    <Table<MoneyJournalLine> rowKey="id" size="small" dataSource={journal.lines} columns={columns} pagination={false}
      style={{ maxWidth: LINES_MAX_WIDTH }} data-testid={`journal-lines-${journal.id}`} />
  );
}

/** The order's ledger journals, read-only and folded away: each with its lines, its debits and credits, balanced or not. */
export function JournalsPanel({ journals, refNames }: { journals: MoneyJournal[]; refNames: RefNames }) {
  const { t } = useTranslation('orderDetail');
  const debit = journals.reduce((s, j) => s + j.debitCents, 0);
  const credit = journals.reduce((s, j) => s + j.creditCents, 0);
  const allBalanced = journals.every(balanced);
  const columns: ColumnsType<MoneyJournal> = [
    { key: 'id', title: t('money.columns.journalId'), render: (_, j) => `#${j.id}` },
    { key: 'kind', title: t('money.columns.kind'), render: (_, j) => labelOf(t, 'journalKinds', j.kind) },
    { key: 'at', title: t('money.columns.at'), render: (_, j) => formatEat(j.at) },
    { key: 'ref', title: t('money.columns.ref'), render: (_, j) => `${labelOf(t, 'refTypes', j.refType)} ${refNames[j.refType]?.get(j.refId) ?? j.refId}` },
    { key: 'by', title: t('money.columns.by'), render: (_, j) => whoOf(t, j.by) },
    {
      key: 'memo', title: t('money.columns.memo'),
      render: (_, j) => [j.reversesId ? t('money.journals.reverses', { id: j.reversesId }) : null, j.memo].filter(Boolean).join(' · ') || '—',
    },
    { key: 'lines', title: t('money.columns.lines'), align: 'right', render: (_, j) => j.lines.length },
    { key: 'debit', title: t('money.columns.debit'), align: 'right', render: (_, j) => formatKes(j.debitCents) },
    { key: 'credit', title: t('money.columns.credit'), align: 'right', render: (_, j) => formatKes(j.creditCents) },
    {
      key: 'balanced', title: t('money.columns.balanced'),
      render: (_, j) => <Tag color={balanced(j) ? 'green' : 'red'}>{t(balanced(j) ? 'money.journals.balanced' : 'money.journals.unbalanced')}</Tag>,
    },
  ];
  const label = (
    <Space size="small" wrap>
      <Typography.Text strong>{t('money.titles.journals', { count: journals.length })}</Typography.Text>
      <Typography.Text type="secondary">{t('money.journals.summary', { count: journals.length, debit: formatKes(debit), credit: formatKes(credit) })}</Typography.Text>
      <Tag color={allBalanced ? 'green' : 'red'}>{t(allBalanced ? 'money.journals.allBalanced' : 'money.journals.someUnbalanced')}</Tag>
    </Space>
  );
  const children = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('money.journals.readOnly')}</Typography.Text>
      <Table<MoneyJournal> rowKey="id" size="small" dataSource={journals} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (j) => <JournalLines journal={j} /> }} locale={{ emptyText: t('money.none') }} data-testid="money-journals" />
    </Space>
  );
  return <Collapse size="small" items={[{ key: 'journals', label, children }]} data-testid="money-journals-panel" />;
}
