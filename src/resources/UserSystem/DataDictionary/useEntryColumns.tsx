import { DeleteOutlined, EditOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Button, Space, Switch, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictEntity, type DictItemNode } from '../../../../common/entities/dict';
import { actionCode } from '../../../../common/routes';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { fixedActions } from '../../../components/list/list-columns';
import { HistoryButton, type RecordHistory } from '../../../components/history';
import { useOperation } from '../../../hooks/useOperation';
import { entryLabel, entryLabels, type EntryRow } from './dict-rows';

interface Handlers {
  onAddChild: (entry: DictItemNode) => void;
  onEdit: (entry: DictItemNode) => void;
  onDelete: (entry: DictItemNode) => void;
  onToggle: (entry: DictItemNode, enabled: boolean) => void;
  history: RecordHistory;
}

/** Key, the label in the interface language, the value (marked when JSON), sort, status and icon buttons. */
export function useEntryColumns({ onAddChild, onEdit, onDelete, onToggle, history }: Handlers): Array<TableColumnType<EntryRow>> {
  const { t, i18n } = useTranslation();
  const can = useOperation();
  const allowed = (action: string) => can(actionCode(dictEntity.screen, action));
  const derived = useEntityColumns<EntryRow>(entryLabels, {
    itemKey: { width: 88, render: (key: string) => <Typography.Text style={{ fontFamily: 'monospace' }} ellipsis={{ tooltip: key }}>{key}</Typography.Text> },
    labelDefault: { title: t('dict:fields.label'), ellipsis: { showTitle: true }, render: (_, row) => entryLabel(row, i18n.language) },
    // No fixed width (a textarea's is 240 px): in the narrow card the label and the value share what the key,
    // status and actions leave, instead of the label being squeezed to nothing.
    itemValue: {
      width: undefined,
      ellipsis: { showTitle: true },
      render: (value: string, row) => (row.valueType === 'json'
        ? <Tooltip title={value}><Tag color="geekblue">{t('dict:options.valueType.json')}</Tag><Typography.Text code>{value}</Typography.Text></Tooltip>
        : value),
    },
    sort: { width: 60, align: 'right', responsive: ['xxl'] },
  });
  const status: TableColumnType<EntryRow> = {
    key: 'enabled', dataIndex: 'enabled', title: t('dict:fields.enabled'), width: 72,
    render: (enabled: boolean, row) => <Switch size="small" checked={enabled} disabled={!allowed('enable')} onChange={(next) => onToggle(row.node, next)}
      aria-label={t('crud.enabledOf', { name: entryLabel(row, i18n.language) })} data-testid="row-enabled" />,
  };
  const button = (title: string, icon: React.ReactNode, onClick: () => void, testId: string, danger = false) => (
    <Tooltip title={title}><Button size="small" type="text" danger={danger} icon={icon} aria-label={title} onClick={onClick} data-testid={testId} /></Tooltip>
  );
  const actions: TableColumnType<EntryRow> = fixedActions<EntryRow>({
    key: 'actions', title: t('crud.actions'),
    render: (_, row) => (
      <Space size={0}>
        {allowed('add') && button(t('dict:addChild'), <PlusSquareOutlined />, () => onAddChild(row.node), 'entry-add-child')}
        {allowed('update') && button(t('crud.edit'), <EditOutlined />, () => onEdit(row.node), 'row-edit')}
        {allowed('delete') && button(t('crud.delete'), <DeleteOutlined />, () => onDelete(row.node), 'row-delete', true)}
        <HistoryButton history={history} id={row.node.id} name={row.node.itemKey} icon />
      </Space>
    ),
  }, 128);
  return [...derived, status, actions];
}
