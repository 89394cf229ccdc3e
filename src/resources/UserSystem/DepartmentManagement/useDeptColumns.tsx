import { ApartmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Space, Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deptEntity, type DeptNode } from '../../../../common/entities/dept';
import { actionCode } from '../../../../common/routes';
import { fixedActions } from '../../../components/list/list-columns';
import type { RecordHistory } from '../../../components/history';
import { RowActions } from '../../../components/list';
import { actionsWidth } from '../../../components/list/RowActions';
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
  return [...columns, fixedActions<DeptRow>({
    key: 'actions', title: t('crud.actions'),
    // More than two fold into the kit's menu; adding a sub-department, the usual step, stays in view.
    render: (_, { node }) => (
      <RowActions name={node.name} actions={[
        ...(allowed('add') ? [{ key: 'addChild', label: t('dept:addChild'), onClick: () => onAddChild(node), testId: 'dept-add-child' }] : []),
        ...(allowed('update') ? [{ key: 'edit', label: t('dept:edit'), onClick: () => onEdit(node), testId: 'row-edit' },
          { key: 'move', label: t('dept:move'), onClick: () => onMove(node), testId: 'dept-move' }] : []),
        ...(allowed('delete') ? [{ key: 'delete', label: t('crud.delete'), danger: true, onClick: () => onDelete(node), testId: 'row-delete' }] : []),
        ...history.actions(node.id, node.name),
      ]} />
    ),
  }, actionsWidth(3))];
}
