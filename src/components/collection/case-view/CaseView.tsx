import { Alert, Button, Card, Descriptions, Skeleton, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseActions } from './CaseActions';
import type { CaseQueue } from './case-queue';
import { CaseBill } from './CaseBill';
import { AllocationsTable, LevelsTable, PromisesTable, RepaymentsTable } from './CaseHistories';
import { CaseHeader, ConductBar } from './CaseHeader';
import { CaseTimeline } from './CaseTimeline';
import { CustomerLoans } from './CustomerLoans';
import { useCaseView } from './useCaseView';

export interface CaseViewProps {
  caseId: number;
  /** The read URL (default: the workbench's own-case read); manager screens pass theirs. */
  url?: string;
  /** Show the collector's buttons (call, follow-up, SMS). */
  actions?: boolean;
  /** Buttons of other features (waiver, delayed-arrival request), given the case id. */
  extra?: (caseId: number) => ReactNode;
  /** The workbench's queue: quick outcomes, "Next case" and "Save and next". */
  queue?: CaseQueue;
}

/** One case: who, what is owed, the rules in force, the collector's buttons, the timeline and every history. */
export function CaseView({ caseId, url, actions = true, extra, queue }: CaseViewProps) {
  const { t } = useTranslation(['myCollection', 'collection']);
  const { view, loading, error, reload } = useCaseView(caseId, url);
  if (error) return <Alert type="error" showIcon message={t('caseView.loadFailed')} action={<Button size="small" onClick={reload}>{t('actions.refresh')}</Button>} />;
  if (loading || !view) return <Skeleton active paragraph={{ rows: 8 }} />;
  const count = (n: number) => ` (${n})`;
  const tabs = [
    { key: 'timeline', label: t('caseView.timeline') + count(view.contacts.length), children: <CaseTimeline contacts={view.contacts} /> },
    { key: 'promises', label: t('caseView.promises') + count(view.promises.length), children: <PromisesTable rows={view.promises} /> },
    {
      key: 'customer', label: t('customerRecord.tab') + count(view.customerRecord.loans),
      children: <CustomerLoans rows={view.customerLoans} record={view.customerRecord} />,
    },
    { key: 'repayments', label: t('caseView.repayments') + count(view.repayments.length), children: <RepaymentsTable rows={view.repayments} /> },
    { key: 'levels', label: t('caseView.levels') + count(view.levels.length), children: <LevelsTable rows={view.levels} /> },
    { key: 'allocations', label: t('caseView.allocations') + count(view.allocations.length), children: <AllocationsTable rows={view.allocations} /> },
  ];
  const relation = (value: string) => t(`collection:options.relation.${value}`, { defaultValue: value });
  const contacts = view.emergencyContacts.map((c) => ({ key: c.id, label: `${c.name}${c.relation ? ` (${relation(c.relation)})` : ''}`, children: c.phone }));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="case-view" data-case-id={caseId}>
      <CaseHeader header={view.header} />
      <ConductBar conduct={view.conduct} pausedUntil={view.header.pausedUntil} />
      {actions && <CaseActions view={view} onChanged={reload} extra={extra?.(caseId)} queue={queue} />}
      <Card size="small" title={t('caseView.bill')}><CaseBill bill={view.bill} /></Card>
      {contacts.length > 0 && <Descriptions size="small" title={t('caseView.emergencyContacts')} column={{ xs: 1, md: 2, xl: 3 }} items={contacts} />}
      <Tabs items={tabs} data-testid="case-tabs" />
    </Space>
  );
}
