import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictEntity } from '../../../../common/entities/dict';
import { actionCode } from '../../../../common/routes';
import { EntityModal } from '../../../components/crud/EntityModal';
import { useCrudActions } from '../../../components/crud/useCrudActions';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import type { DictTypeRow } from './dict-rows';
import { TypeFilters } from './TypeFilters';
import { useDictDeletes } from './useDictDeletes';
import { useTypeColumns } from './useTypeColumns';

interface Props {
  selected: DictTypeRow | null;
  onSelect: (row: DictTypeRow) => void;
  /** After a type was saved, deleted, enabled or disabled here. */
  onChanged: () => void;
  /** Bumped by the page when entries changed, so the entry counts reload. */
  version: number;
}

/** The paged, filterable list of dictionary types; clicking a row shows its entries. */
export function TypeListCard({ selected, onSelect, onChanged, version }: Props) {
  const { t } = useTranslation();
  const can = useOperation();
  const { token } = theme.useToken();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: string }>({});
  const [editing, setEditing] = useState<DictTypeRow | 'new' | null>(null);
  const pagination = usePagination();
  const list = usePagedList<DictTypeRow>('dict/list', { ...pagination.params, ...filters, ...sort });
  const { reload } = list;
  const changed = () => { reload(); onChanged(); };
  const { setEnabled } = useCrudActions(dictEntity, changed);
  const { removeType } = useDictDeletes();
  useEffect(() => { if (version > 0) reload(); }, [version, reload]);
  /** The first type is shown at once rather than an empty entries panel. */
  const firstShown = useRef(false);
  useEffect(() => {
    if (firstShown.current || selected || list.records.length === 0) return;
    firstShown.current = true;
    onSelect(list.records[0]);
  }, [list.records, selected, onSelect]);

  const columns = useTypeColumns({
    onEdit: setEditing,
    onDelete: (row) => removeType(row, changed),
    onToggle: (row, enabled) => setEnabled(row.id, row.name, enabled),
  });

  return (
    <Card title={t('dict:types')} size="small" data-testid="dict-types"
      extra={can(actionCode(dictEntity.screen, 'add')) && (
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('dict:addType')}</Button>
      )}>
      <TypeFilters onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<DictTypeRow>
          rowKey="id" size="small" loading={list.loading} dataSource={list.records} columns={columns} tableLayout="fixed"
          pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
          onRow={(row) => ({
            onClick: () => onSelect(row),
            style: { cursor: 'pointer', background: row.id === selected?.id ? `color-mix(in srgb, ${token.colorPrimary} 9%, ${token.colorBgContainer})` : undefined },
            'data-selected': row.id === selected?.id,
          }) as React.HTMLAttributes<HTMLElement>}
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(s?.order ? { sortField: String(s.field), sortOrder: s.order } : {});
          }}
        />
      )}
      <EntityModal entity={dictEntity} record={editing === 'new' ? null : editing} open={editing !== null}
        onClose={() => setEditing(null)} onSaved={() => { setEditing(null); changed(); }} />
    </Card>
  );
}
