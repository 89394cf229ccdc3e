import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Switch, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictEntity } from '../../../../common/entities/dict';
import { actionCode } from '../../../../common/routes';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { HistoryButton, type RecordHistory } from '../../../components/history';
import { useOperation } from '../../../hooks/useOperation';
import type { DictTypeRow } from './dict-rows';
import { dictTypeName } from './type-name';

interface Handlers {
  history: RecordHistory;
  onEdit: (row: DictTypeRow) => void;
  onDelete: (row: DictTypeRow) => void;
  onToggle: (row: DictTypeRow, enabled: boolean) => void;
}

/** Clicks on controls must not also select the row. */
const stop = (event: React.MouseEvent) => event.stopPropagation();

/** The key with name and code-table type under it, sort, status and icon buttons: narrow enough to sit beside the entries. */
export function useTypeColumns({ onEdit, onDelete, onToggle, history }: Handlers): Array<TableColumnType<DictTypeRow>> {
  const { t } = useTranslation();
  const can = useOperation();
  const allowed = (action: string) => can(actionCode(dictEntity.screen, action));
  const derived = useEntityColumns<DictTypeRow>(dictEntity, {
    dictKey: {
      ellipsis: true,
      render: (key: string, row) => (
        <div style={{ lineHeight: 1.4, minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: key }} style={{ fontFamily: 'monospace', display: 'block' }}>{key}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: dictTypeName(t, row) }} style={{ display: 'block' }}>{dictTypeName(t, row)}</Typography.Text>
          {row.codeTableType === 'errorCode' && <Tag color="volcano" style={{ marginTop: 2 }}>{t('dict:options.codeTableType.errorCode')}</Tag>}
        </div>
      ),
    },
    sort: { width: 72, align: 'right', responsive: ['xxl'] },
  });
  const status: TableColumnType<DictTypeRow> = {
    key: 'enabled', dataIndex: 'enabled', title: t('dict:fields.enabled'), width: 72,
    render: (enabled: boolean, row) => (
      <Switch size="small" checked={enabled} disabled={!allowed('enable')} onChange={(next) => onToggle(row, next)} aria-label={t('crud.enabledOf', { name: dictTypeName(t, row) })}
        onClick={(_checked, event) => event.stopPropagation()} data-testid="row-enabled" />
    ),
  };
  const actions: TableColumnType<DictTypeRow> = {
    key: 'actions', title: t('crud.actions'), width: 112,
    render: (_, row) => (
      <Space size={0} onClick={stop}>
        {allowed('update') && <Tooltip title={t('crud.edit')}><Button size="small" type="text" icon={<EditOutlined />} aria-label={t('crud.edit')} onClick={() => onEdit(row)} data-testid="row-edit" /></Tooltip>}
        {allowed('delete') && <Tooltip title={t('crud.delete')}><Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('crud.delete')} onClick={() => onDelete(row)} data-testid="row-delete" /></Tooltip>}
        <HistoryButton history={history} id={row.id} name={row.dictKey} icon />
      </Space>
    ),
  };
  return [...derived, status, actions];
}
