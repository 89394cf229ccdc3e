import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  CaseAllocationRow, CaseLevelRow, CasePromiseRow, CaseRepayment,
} from '../../../../common/collection/my-collection-case';
import { displayLevel } from '../../../../common/collection/statuses';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../money';

const PROMISE_COLOURS: Record<string, string> = { pending: 'blue', kept: 'green', partlyKept: 'gold', broken: 'red' };
const small = { size: 'small' as const, pagination: false as const, scroll: { x: 'max-content' } };

export function RepaymentsTable({ rows }: { rows: readonly CaseRepayment[] }) {
  const { t } = useTranslation(['myCollection', 'repay']);
  return (
    <Table<CaseRepayment> {...small} rowKey="id" dataSource={[...rows]} data-testid="case-repayments" columns={[
      { key: 'flowNo', title: t('caseView.flowNo'), dataIndex: 'flowNo' },
      { key: 'repayType', title: t('caseView.repayType'), dataIndex: 'repayType' },
      { key: 'paymentChannel', title: t('caseView.paymentChannel'), dataIndex: 'paymentChannel' },
      { key: 'amount', title: t('caseView.amount'), align: 'right', render: (_, r) => <Kes cents={r.amountCents} /> },
      { key: 'waived', title: t('caseView.waived'), align: 'right', render: (_, r) => <Kes cents={r.waivedCents} /> },
      { key: 'status', title: t('caseView.status'), dataIndex: 'status' },
      { key: 'repaidAt', title: t('caseView.repaidAt'), render: (_, r) => formatEat(r.repaidAt) },
    ]} />
  );
}

export function PromisesTable({ rows }: { rows: readonly CasePromiseRow[] }) {
  const { t } = useTranslation(['myCollection', 'collection']);
  return (
    <Table<CasePromiseRow> {...small} rowKey="id" dataSource={[...rows]} data-testid="case-promises" columns={[
      { key: 'promisedAt', title: t('collection:fields.promisedAt'), render: (_, r) => formatEat(r.promisedAt) },
      { key: 'amount', title: t('collection:fields.commitmentAmount'), align: 'right', render: (_, r) => <Kes cents={r.amountCents} /> },
      { key: 'paid', title: t('collection:fields.paidAmount'), align: 'right', render: (_, r) => <Kes cents={r.paidCents} /> },
      { key: 'status', title: t('collection:fields.promiseStatus'), render: (_, r) => <Tag color={PROMISE_COLOURS[r.status]}>{t(`collection:options.promiseStatus.${r.status}`)}</Tag> },
      { key: 'by', title: t('caseView.by'), dataIndex: 'userName' },
      { key: 'createdAt', title: t('collection:fields.at'), render: (_, r) => formatEat(r.createdAt) },
    ]} />
  );
}

export function LevelsTable({ rows }: { rows: readonly CaseLevelRow[] }) {
  const { t } = useTranslation(['myCollection', 'collection']);
  return (
    <Table<CaseLevelRow> {...small} rowKey="id" dataSource={[...rows]} data-testid="case-levels" columns={[
      { key: 'level', title: t('collection:fields.level'), render: (_, r) => displayLevel(r.level) },
      { key: 'reason', title: t('collection:fields.reason'), render: (_, r) => t(`collection:options.levelChangeReason.${r.reason}`, { defaultValue: r.reason }) },
      { key: 'enteredAt', title: t('collection:fields.enteredAt'), render: (_, r) => formatEat(r.enteredAt) },
      { key: 'leftAt', title: t('collection:fields.leftAt'), render: (_, r) => formatEat(r.leftAt) },
    ]} />
  );
}

export function AllocationsTable({ rows }: { rows: readonly CaseAllocationRow[] }) {
  const { t } = useTranslation(['myCollection', 'collection']);
  return (
    <Table<CaseAllocationRow> {...small} rowKey="id" dataSource={[...rows]} data-testid="case-allocations" columns={[
      { key: 'action', title: t('collection:fields.action'), render: (_, r) => (
        <>{t(`collection:options.allocationAction.${r.action}`, { defaultValue: r.action })}{r.undone && <Tag style={{ marginInlineStart: 8 }}>{t('caseView.undone')}</Tag>}</>
      ) },
      { key: 'from', title: t('collection:fields.fromUser'), render: (_, r) => r.fromName ?? r.fromAgency ?? '' },
      { key: 'to', title: t('collection:fields.toUser'), render: (_, r) => r.toName ?? r.toAgency ?? '' },
      { key: 'actor', title: t('collection:fields.actor'), dataIndex: 'actorName' },
      { key: 'at', title: t('collection:fields.at'), render: (_, r) => formatEat(r.at) },
    ]} />
  );
}
