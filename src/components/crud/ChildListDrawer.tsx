import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Switch, Table, Typography, type TableColumnType as ColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySpec, FieldProblem } from '../../../common/crud/entity';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import { EmptyState, LoadErrorAlert, usePagedList } from '../table';
import { EntityModal } from './EntityModal';
import { useCrudActions } from './useCrudActions';
import { useEntityColumns } from './useEntityColumns';

type Row = Record<string, unknown> & { id: number };

export interface ChildListDrawerProps {
  /** The child entity, e.g. the rules of a rule set. */
  entity: EntitySpec;
  /** The child's field holding the parent id, e.g. "ruleSetId". */
  parentField: string;
  parentId: number | null;
  title: ReactNode;
  /** Explains the list above the table. */
  note?: ReactNode;
  nameField: string;
  /** Whether the user may change the children (the parent's "update" code). */
  editable: boolean;
  validate?: (values: Record<string, unknown>) => FieldProblem | null;
  onClose: () => void;
}

/** The records that belong to one parent record, listed in a drawer with add, edit, delete and enable. */
export function ChildListDrawer({ entity, parentField, parentId, title, note, nameField, editable, validate, onClose }: ChildListDrawerProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = usePagedList<Row>(`${entity.name}/list`, { [parentField]: parentId, size: MAX_PAGE_SIZE }, parentId !== null);
  // A write refetches this list and the parent's (its child count) by itself (usePost).
  const { remove, setEnabled } = useCrudActions(entity);
  const name = (row: Row) => String(row[nameField] ?? row.id);
  const columns: ColumnType<Row>[] = [
    ...useEntityColumns<Row>(entity).map((c) => ({ ...c, sorter: undefined })),
    ...(entity.toggleable ? [{
      key: 'enabled', title: t('crud.enabled'), width: 90,
      render: (_: unknown, row: Row) => <Switch size="small" checked={Boolean(row.enabled)} disabled={!editable}
        onChange={(next) => setEnabled(row.id, name(row), next)} data-testid="child-enabled" />,
    }] : []),
    ...(editable ? [{
      key: 'actions', title: t('crud.actions'), width: 140,
      render: (_: unknown, row: Row) => (
        <Space size="small">
          <Button size="small" type="link" onClick={() => setEditing(row)} data-testid="child-edit">{t('crud.edit')}</Button>
          <Button size="small" type="link" danger onClick={() => remove(row.id, name(row))} data-testid="child-delete">{t('crud.delete')}</Button>
        </Space>
      ),
    }] : []),
  ];

  return (
    <Drawer open={parentId !== null} onClose={onClose} width="75%" title={title} destroyOnHidden
      extra={editable && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="child-add">{t('crud.add')}</Button>}>
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<Row> rowKey="id" size="small" loading={list.loading} dataSource={list.records} columns={columns}
          pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: <EmptyState /> }} />
      )}
      <EntityModal entity={entity} record={editing === 'new' ? null : editing} open={editing !== null} hidden={[parentField]}
        validate={validate} toPayload={(values) => ({ ...values, [parentField]: parentId })}
        onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </Drawer>
  );
}
