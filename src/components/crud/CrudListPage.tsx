import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Switch, Table, Typography, type TableColumnType as ColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySpec } from '../../../common/crud/entity';
import { actionCode, screen } from '../../../common/routes';
import { useOperation } from '../../hooks/useOperation';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../table';
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
  /** Extra row buttons, after edit/delete. */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  toolbar?: ReactNode;
  form?: Pick<EntityModalProps, 'inputs' | 'hidden' | 'width' | 'toInitialValues' | 'toPayload' | 'validate'>;
}

/** A configuration screen: filters, the paged table, add/edit in a modal, delete and enable with confirmation. */
export function CrudListPage({ entity, nameField, columns, rowActions, toolbar, form }: CrudListPageProps) {
  const { t } = useTranslation();
  const can = useOperation();
  const code = (action: string) => screen(entity.screen).actionCodes[action] ?? actionCode(entity.screen, action);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: string }>({});
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const pagination = usePagination();
  const list = usePagedList<Row>(`${entity.name}/list`, { ...pagination.params, ...filters, ...sort });
  const { remove, setEnabled } = useCrudActions(entity, list.reload);
  const name = (row: Row) => String(row[nameField] ?? row.id);

  const derived = useEntityColumns<Row>(entity, columns);
  const actions: ColumnType<Row> = {
    key: 'actions', title: t('crud.actions'), fixed: 'right', width: 200,
    render: (_, row) => (
      <Space size="small" wrap>
        {can(code('update')) && <Button size="small" type="link" onClick={() => setEditing(row)} data-testid="row-edit">{t('crud.edit')}</Button>}
        {can(code('delete')) && <Button size="small" type="link" danger onClick={() => remove(row.id, name(row))} data-testid="row-delete">{t('crud.delete')}</Button>}
        {rowActions?.(row, list.reload)}
      </Space>
    ),
  };
  const enabledColumn: ColumnType<Row> = {
    key: 'enabled', dataIndex: 'enabled', title: t('crud.enabled'), width: 110,
    render: (value: boolean, row) => <Switch size="small" checked={value} disabled={!can(code('enable'))}
      onChange={(next) => setEnabled(row.id, name(row), next)} data-testid="row-enabled" />,
  };

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(entity.screen).labelKey}`)}</Typography.Title>}
      extra={<Space>{toolbar}{can(code('add')) && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('crud.add')}</Button>}</Space>}>
      <FilterBar entity={entity} onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<Row>
          rowKey="id" size="middle" loading={list.loading} dataSource={list.records} scroll={{ x: 'max-content' }}
          columns={[...derived, ...(entity.toggleable ? [enabledColumn] : []), actions]}
          pagination={pagination.paginationProps(list.total)}
          locale={{ emptyText: <EmptyState /> }}
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(s?.order ? { sortField: String(s.field), sortOrder: s.order } : {});
          }}
        />
      )}
      <EntityModal entity={entity} record={editing === 'new' ? null : editing} open={editing !== null}
        onClose={() => setEditing(null)} onSaved={() => { setEditing(null); list.reload(); }} {...form} />
    </Card>
  );
}
