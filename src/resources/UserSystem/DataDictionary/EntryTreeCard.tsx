import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictEntity, dictItemEntity } from '../../../../common/entities/dict';
import { actionCode } from '../../../../common/routes';
import { flattenTree } from '../../../../common/tree';
import { useCrudActions } from '../../../components/crud/useCrudActions';
import { useRecordHistory } from '../../../components/history';
import { EmptyState, LoadErrorAlert } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { toEntryRows, type DictTypeRow, type EntryRow } from './dict-rows';
import { EntryFormModal, type EntryDraft } from './EntryFormModal';
import { dictTypeName } from './type-name';
import { useDictDeletes } from './useDictDeletes';
import { useEntryColumns } from './useEntryColumns';
import { ENTRY_READS, useEntryTree } from './useEntryTree';

interface Props {
  type: DictTypeRow | null;
}

/** The selected type's entries as a tree: add (also below an entry), edit, delete, enable or disable. */
export function EntryTreeCard({ type }: Props) {
  const { t } = useTranslation();
  const can = useOperation();
  const { tree, loading, error, reload } = useEntryTree(type?.id ?? null);
  const [draft, setDraft] = useState<EntryDraft | null>(null);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const rows = useMemo(() => toEntryRows(tree), [tree]);
  useEffect(() => setExpanded(flattenTree(tree).filter((n) => n.children.length > 0).map((n) => n.id)), [tree]);

  // A write refetches the tree and the types' entry counts by itself (usePost).
  const { setEnabled } = useCrudActions(dictItemEntity, { invalidates: ENTRY_READS });
  const { removeEntry } = useDictDeletes();
  const history = useRecordHistory(dictItemEntity);
  const columns = useEntryColumns({
    history,
    onAddChild: (parent) => type && setDraft({ kind: 'add', type, parent }),
    onEdit: (entry) => type && setDraft({ kind: 'edit', type, entry }),
    onDelete: (entry) => removeEntry(entry),
    onToggle: (entry, enabled) => setEnabled(entry.id, entry.itemKey, enabled),
  });

  const title = type
    ? (
      <Space size="small" wrap>
        <span>{t('dict:entriesOf', { name: dictTypeName(t, type) })}</span>
        <Typography.Text type="secondary" style={{ fontFamily: 'monospace' }}>{type.dictKey}</Typography.Text>
        <Tag color={type.codeTableType === 'errorCode' ? 'volcano' : 'default'}>{t(`dict:options.codeTableType.${type.codeTableType}`)}</Tag>
        {!type.enabled && <Tag>{t('dict:enabledOff')}</Tag>}
      </Space>
    )
    : t('dict:entries');

  return (
    <Card title={title} size="small" data-testid="dict-entries"
      extra={type && can(actionCode(dictEntity.screen, 'add')) && (
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDraft({ kind: 'add', type, parent: null })} data-testid="entry-add">{t('dict:addEntry')}</Button>
      )}>
      {type?.remark && <Typography.Paragraph type="secondary">{type.remark}</Typography.Paragraph>}
      {!type ? <EmptyState description={t('dict:noTypeSelected')} /> : error ? <LoadErrorAlert error={error} onRetry={reload} /> : (
        <Table<EntryRow>
          rowKey="id" size="small" loading={loading} dataSource={rows} columns={columns} pagination={false}
          tableLayout="fixed" locale={{ emptyText: <EmptyState description={t('dict:noEntries')} /> }}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as number[]) }}
        />
      )}
      <EntryFormModal draft={draft} onClose={() => setDraft(null)} onSaved={() => setDraft(null)} />
      {history.drawer}
    </Card>
  );
}
