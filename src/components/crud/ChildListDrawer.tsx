import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Switch, Table, Typography, type TableColumnType as ColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySpec, FieldProblem } from '../../../common/crud/entity';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import { fixedActions, freeText } from '../list/list-columns';
import { LoadErrorAlert, tableStates, usePagedList } from '../table';
import { EntityModal } from './EntityModal';
import { actionsWidth } from '../list/RowActions';
import { useCrudActions } from './useCrudActions';
import { useEntityColumns } from './useEntityColumns';

type Row = Record<string, unknown> & { id: number };
const DRAWER_COLUMN_WIDTH = 160;

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
    // In the drawer every column without a width of its own is cut past DRAWER_COLUMN_WIDTH (whole text on hover), so
    // the row fits beside the fixed actions at 1280 px.
    ...useEntityColumns<Row>(entity).map((c) => freeText({ ...c, sorter: undefined, ellipsis: c.ellipsis ?? true }, DRAWER_COLUMN_WIDTH)),
    ...(entity.toggleable ? [{
      key: 'enabled', title: t('crud.enabled'), width: 90,
      render: (_: unknown, row: Row) => <Switch size="small" checked={Boolean(row.enabled)} disabled={!editable}
        onChange={(next) => setEnabled(row.id, name(row), next)} data-testid="child-enabled" />,
    }] : []),
    ...(editable ? [fixedActions<Row>({
      key: 'actions', title: t('crud.actions'),
      render: (_: unknown, row: Row) => (
        <Space size="small">
          <Button size="small" type="link" onClick={() => setEditing(row)} data-testid="child-edit">{t('crud.edit')}</Button>
          <Button size="small" type="link" danger onClick={() => remove(row.id, name(row))} data-testid="child-delete">{t('crud.delete')}</Button>
        </Space>
      ),
    }, actionsWidth(2))] : []),
  ];

  return (
    <Drawer open={parentId !== null} onClose={onClose} width="min(1200px, 94vw)" title={title} destroyOnHidden
      extra={editable && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="child-add">{t('crud.add')}</Button>}>
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<Row> rowKey="id" size="small" {...tableStates(list.loading, list.records.length)} dataSource={list.records} columns={columns}
          pagination={false} scroll={{ x: 'max-content' }} />
      )}
      <EntityModal entity={entity} record={editing === 'new' ? null : editing} open={editing !== null} hidden={[parentField]}
        validate={validate} toPayload={(values) => ({ ...values, [parentField]: parentId })}
        onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </Drawer>
  );
}
