import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableFields } from '../../../../common/crud/entity';
import { dictEntity } from '../../../../common/entities/dict';
import { actionCode } from '../../../../common/routes';
import { EntityModal } from '../../../components/crud/EntityModal';
import { FilterBar } from '../../../components/crud/FilterBar';
import { useCrudActions } from '../../../components/crud/useCrudActions';
import { useRecordHistory } from '../../../components/history';
import { ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import type { DictTypeRow } from './dict-rows';
import { useDictDeletes } from './useDictDeletes';
import { useTypeColumns } from './useTypeColumns';

interface Props {
  selected: DictTypeRow | null;
  onSelect: (row: DictTypeRow) => void;
  /** After a type was saved, deleted, enabled or disabled here. */
  onChanged: () => void;
}

/** The paged, filterable list of dictionary types (its view in the address bar); clicking a row shows its entries. */
export function TypeListCard({ selected, onSelect, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useOperation();
  const { token } = theme.useToken();
  const [editing, setEditing] = useState<DictTypeRow | 'new' | null>(null);
  const list = useListTable<DictTypeRow>({ url: 'dict/list' });
  // A write refetches the list by itself (usePost); the page reads the selected type again.
  const { setEnabled } = useCrudActions(dictEntity, { after: onChanged });
  const { removeType } = useDictDeletes();
  /** The first type is shown at once rather than an empty entries panel. */
  const firstShown = useRef(false);
  useEffect(() => {
    if (firstShown.current || selected || list.records.length === 0) return;
    firstShown.current = true;
    onSelect(list.records[0]);
  }, [list.records, selected, onSelect]);

  const history = useRecordHistory(dictEntity);
  const columns = useTypeColumns({
    history,
    onEdit: setEditing,
    onDelete: (row) => removeType(row, onChanged),
    onToggle: (row, enabled) => setEnabled(row.id, row.name, enabled),
  });

  return (
    <Card title={t('dict:types')} size="small" data-testid="dict-types"
      extra={can(actionCode(dictEntity.screen, 'add')) && (
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('dict:addType')}</Button>
      )}>
      <FilterBar entity={dictEntity} values={list.searched} onSearch={list.search} compact />
      {/* Narrow beside the entries: the columns clip their text rather than scroll sideways. */}
      <ListTable<DictTypeRow>
        rowKey="id" size="small" list={list} columns={columns} sortable={sortableFields(dictEntity)} rowName={(row) => row.dictKey}
        tableLayout="fixed" scroll={undefined}
        onRow={(row) => ({
          onClick: () => onSelect(row),
          style: { cursor: 'pointer', background: row.id === selected?.id ? `color-mix(in srgb, ${token.colorPrimary} 9%, ${token.colorBgContainer})` : undefined },
          'data-selected': row.id === selected?.id,
        }) as React.HTMLAttributes<HTMLElement>}
      />
      <EntityModal entity={dictEntity} record={editing === 'new' ? null : editing} open={editing !== null}
        onClose={() => setEditing(null)} onSaved={() => { setEditing(null); onChanged(); }} />
      {history.drawer}
    </Card>
  );
}
