import { Drawer, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE } from '../../../common/constants';
import type { HistoryRow } from '../../../common/record-history';
import { formatEat } from '../../../common/time';
import { ListTable, useListTable } from '../list';
import { ChangeList } from './ChangeList';
import type { HistorySubject } from './history-subject';
import { auditActionKey } from './audit-labels';

function HistoryTable({ subject }: { subject: HistorySubject }) {
  const { t } = useTranslation('common');
  const record = subject.kind === 'record';
  const list = useListTable<HistoryRow>({
    url: record ? 'auditLog/history' : 'auditLog/activity',
    params: record ? { entity: subject.entity.name, entityId: String(subject.id) } : { userId: subject.userId },
    pageSize: HISTORY_PAGE_SIZE,
    syncWithLocation: false,
  });
  /** Field labels from the record's namespace; in an activity, the entity's own (`name` is its namespace), where loaded. */
  const namespaceOf = (entity: string) => (record && entity === subject.entity.name ? subject.entity.namespace ?? entity : entity);
  const columns: TableColumnType<HistoryRow>[] = [
    { key: 'at', dataIndex: 'at', title: t('history.columns.at'), width: 170, render: (at: string) => formatEat(at) },
    // An activity's rows are all the same user's.
    ...(record ? [{
      key: 'actor', title: t('history.columns.actor'), width: 150,
      render: (_: unknown, row: HistoryRow) => (row.actorName ? `${row.actorName} (${row.actorUsername})` : row.actorUsername ?? t('history.system')),
    }] : []),
    { key: 'ip', dataIndex: 'ip', title: t('history.columns.ip'), width: 120 },
    { key: 'action', dataIndex: 'action', title: t('history.columns.action'), width: 130, render: (action: string) => t(auditActionKey(action), { defaultValue: action }) },
    ...(record ? [] : [{
      key: 'record', title: t('history.columns.record'), width: 150,
      render: (_: unknown, row: HistoryRow) => `${t(`auditEntity.${row.entity}`, { defaultValue: row.entity })}${row.entityId ? ` #${row.entityId}` : ''}`,
    }]),
    { key: 'changes', title: t('history.columns.changes'), render: (_, row) => <ChangeList changes={row.changes} namespace={namespaceOf(row.entity)} /> },
  ];
  // Inside the drawer nothing sits above the table, so its header does not stick below the app header.
  return <ListTable<HistoryRow> rowKey="id" size="small" list={list} columns={columns} sticky={false} data-testid="history-table" />;
}

/** The audit rows of one record, or one user's activity, in a drawer: who, when, from where, what changed (EAT). */
export function HistoryDrawer({ subject, onClose }: { subject: HistorySubject | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const title = subject && t(subject.kind === 'record' ? 'history.title' : 'history.activityTitle', { name: subject.name });
  const key = subject && (subject.kind === 'record' ? `${subject.entity.name}:${subject.id}` : `activity/${subject.userId}`);
  return (
    <Drawer open={subject !== null} onClose={onClose} width="80%" destroyOnHidden title={title} data-testid="record-history-drawer">
      {subject && <HistoryTable key={key} subject={subject} />}
    </Drawer>
  );
}
