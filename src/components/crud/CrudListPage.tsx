import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Switch, type TableColumnType as ColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moreListedFields, sortableFields, type EntitySpec } from '../../../common/crud/entity';
import { actionCode, screen } from '../../../common/routes';
import { useOperation } from '../../hooks/useOperation';
import { useRecordHistory } from '../history';
import { ScreenTitle } from '../layout/ScreenTitle';
import { ListTable, useListTable, type RowAction } from '../list';
import { EntityModal, type EntityModalProps } from './EntityModal';
import { FilterBar } from './FilterBar';
import { useCrudActions } from './useCrudActions';
import { useEntityColumns } from './useEntityColumns';

type Row = Record<string, unknown> & { id: number };

export interface CrudListPageProps {
  entity: EntitySpec;
  /** Field naming a record in confirmations. */
  nameField: string;
  columns?: Record<string, Partial<ColumnType<Row>>>;
  /** Extra row actions, after edit and delete. */
  rowActions?: (row: Row) => RowAction[];
  toolbar?: ReactNode;
  /** Columns the first view leaves out besides the entity's `list: 'more'` fields (a screen's own columns). */
  defaultHidden?: readonly string[];
  form?: Pick<EntityModalProps, 'inputs' | 'hidden' | 'width' | 'toInitialValues' | 'toPayload' | 'validate' | 'confirmSave'>;
  /** The enable switch's confirmation naming its effect (default: "Enable/Disable {name}?"). */
  describeToggle?: (row: Row, enabled: boolean) => string;
  /** Replaces the enable switch column (e.g. a status the screen switches by its own row action), or false for none. */
  toggleColumn?: Partial<ColumnType<Row>> | false;
}

/** A configuration screen: filters, the paged table, add/edit in a modal, delete and enable with confirmation. */
export function CrudListPage({ entity, nameField, columns, rowActions, toolbar, form, defaultHidden, describeToggle, toggleColumn }: CrudListPageProps) {
  const { t } = useTranslation();
  const can = useOperation();
  const code = (action: string) => screen(entity.screen).actionCodes[action] ?? actionCode(entity.screen, action);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = useListTable<Row>({ url: `${entity.name}/list` });
  const { remove, setEnabled } = useCrudActions(entity);
  const name = (row: Row) => String(row[nameField] ?? row.id);
  const history = useRecordHistory(entity);
  const hiddenFirst = [...moreListedFields(entity), ...(defaultHidden ?? [])];

  const derived = useEntityColumns<Row>(entity, columns);
  const enabledColumn: ColumnType<Row> = {
    key: 'enabled', dataIndex: 'enabled', title: t('crud.enabled'), width: 90,
    render: (value: boolean, row) => <Switch size="small" checked={value} disabled={!can(code('enable'))} aria-label={t('crud.enabledOf', { name: name(row) })}
      onChange={(next) => setEnabled(row.id, name(row), next, describeToggle?.(row, next))} data-testid="row-enabled" />,
    ...(toggleColumn || {}),
  };
  const toggleColumns = entity.toggleable && toggleColumn !== false ? [enabledColumn] : [];
  const actions = (row: Row): RowAction[] => [
    ...(can(code('update')) ? [{ key: 'edit', label: t('crud.edit'), onClick: () => setEditing(row), testId: 'row-edit' }] : []),
    ...(can(code('delete')) ? [{ key: 'delete', label: t('crud.delete'), danger: true, onClick: () => remove(row.id, name(row)), testId: 'row-delete' }] : []),
    ...(rowActions?.(row) ?? []),
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(entity.screen).labelKey}`)}</ScreenTitle>}
      extra={<Space>{toolbar}{can(code('add')) && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('crud.add')}</Button>}</Space>}>
      <FilterBar entity={entity} values={list.searched} onSearch={list.search} />
      <ListTable<Row>
        rowKey="id" list={list} columnsKey={entity.screen} sortable={sortableFields(entity)} rowName={name} defaultHidden={hiddenFirst}
        columns={[...derived, ...toggleColumns]} actions={actions} history={history}
      />
      <EntityModal entity={entity} record={editing === 'new' ? null : editing} open={editing !== null}
        onClose={() => setEditing(null)} onSaved={() => setEditing(null)} {...form} />
    </Card>
  );
}
