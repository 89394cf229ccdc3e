import { ApartmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Space, Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deptEntity, type DeptNode } from '../../../../common/entities/dept';
import { actionCode } from '../../../../common/routes';
import { HistoryButton, type RecordHistory } from '../../../components/history';
import { useOperation } from '../../../hooks/useOperation';
import type { DeptRow } from './dept-tree';

interface Handlers {
  onAddChild: (node: DeptNode) => void;
  onEdit: (node: DeptNode) => void;
  onMove: (node: DeptNode) => void;
  onDelete: (node: DeptNode) => void;
  history: RecordHistory;
}

/** Name, users (direct and with sub-departments), sort, and the buttons the user's codes allow. */
export function useDeptColumns({ onAddChild, onEdit, onMove, onDelete, history }: Handlers): Array<TableColumnType<DeptRow>> {
  const { t } = useTranslation();
  const can = useOperation();
  const allowed = (action: string) => can(actionCode(deptEntity.screen, action));
  const columns: Array<TableColumnType<DeptRow>> = [
    {
      key: 'name', dataIndex: 'name', title: t('dept:fields.name'),
      render: (name: string) => <Space size="small"><ApartmentOutlined style={{ color: '#8c8c8c' }} />{name}</Space>,
    },
    {
      key: 'userCount', dataIndex: 'userCount', title: t('dept:fields.userCount'), width: 90, align: 'right',
      render: (count: number) => (count > 0 ? <Tag icon={<TeamOutlined />} color="blue">{count}</Tag> : <Tag>0</Tag>),
    },
    { key: 'totalUserCount', dataIndex: 'totalUserCount', title: t('dept:fields.totalUserCount'), width: 170, align: 'right' },
    { key: 'sort', dataIndex: 'sort', title: t('dept:fields.sort'), width: 70, align: 'right' },
  ];
  if (!['add', 'update', 'delete'].some(allowed) && !history.allowed) return columns;
  return [...columns, {
    key: 'actions', title: t('crud.actions'),
    render: (_, { node }) => (
      <Space size={0} wrap={false}>
        {allowed('add') && <Button size="small" type="link" onClick={() => onAddChild(node)} data-testid="dept-add-child">{t('dept:addChild')}</Button>}
        {allowed('update') && <Button size="small" type="link" onClick={() => onEdit(node)} data-testid="row-edit">{t('dept:edit')}</Button>}
        {allowed('update') && <Button size="small" type="link" onClick={() => onMove(node)} data-testid="dept-move">{t('dept:move')}</Button>}
        {allowed('delete') && <Button size="small" type="link" danger onClick={() => onDelete(node)} data-testid="row-delete">{t('crud.delete')}</Button>}
        <HistoryButton history={history} id={node.id} name={node.name} />
      </Space>
    ),
  }];
}
