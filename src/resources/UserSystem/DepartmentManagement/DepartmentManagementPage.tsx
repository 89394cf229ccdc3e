import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deptEntity, type DeptNode } from '../../../../common/entities/dept';
import { actionCode, screen } from '../../../../common/routes';
import { useRecordHistory } from '../../../components/history';
import { EmptyState, LoadErrorAlert } from '../../../components/table';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { useOperation } from '../../../hooks/useOperation';
import { DeptFormModal, type DeptDraft } from './DeptFormModal';
import { expandableIds, filterDepartments, toDeptRows, type DeptRow } from './dept-tree';
import { MoveDeptModal } from './MoveDeptModal';
import { useDeptActions } from './useDeptActions';
import { useDeptColumns } from './useDeptColumns';
import { useDeptTree } from './useDeptTree';

/** The department tree with the users of each department: add a child, rename, re-sort, move, delete. */
export function DepartmentManagementPage() {
  const { t } = useTranslation();
  const can = useOperation();
  const { tree, loading, error, reload } = useDeptTree();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<readonly number[] | null>(null);
  const [draft, setDraft] = useState<DeptDraft | null>(null);
  const [moving, setMoving] = useState<DeptNode | null>(null);

  const shown = useMemo(() => filterDepartments(tree, search), [tree, search]);
  const rows = useMemo(() => toDeptRows(shown), [shown]);
  useEffect(() => {
    if (expanded === null && tree.length > 0) setExpanded(expandableIds(tree));
  }, [tree, expanded]);

  const { remove } = useDeptActions();
  const history = useRecordHistory(deptEntity);
  const columns = useDeptColumns({
    history,
    onAddChild: (parent) => setDraft({ kind: 'add', parent }),
    onEdit: (dept) => setDraft({ kind: 'edit', dept }),
    onMove: setMoving,
    onDelete: remove,
  });
  const afterSave = () => {
    if (draft?.kind === 'add' && draft.parent) setExpanded((keys) => [...(keys ?? []), draft.parent!.id]);
    setDraft(null);
    setMoving(null);
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(deptEntity.screen).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(deptEntity.screen, 'add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ kind: 'add', parent: null })} data-testid="crud-add">{t('dept:addRoot')}</Button>
      )}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('dept:search')} style={{ width: 320 }} data-testid="dept-search"
          onSearch={(text) => { setSearch(text); setExpanded(expandableIds(filterDepartments(tree, text))); }} />
        <Button onClick={() => setExpanded(expandableIds(shown))}>{t('dept:expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('dept:collapseAll')}</Button>
      </Space>
      {error ? <LoadErrorAlert error={error} onRetry={reload} /> : (
        <Table<DeptRow>
          rowKey="id" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false}
          scroll={{ x: 'max-content' }} data-testid="dept-tree"
          locale={{ emptyText: <EmptyState description={search ? t('dept:noMatch', { text: search }) : t('dept:empty')} /> }}
          expandable={{ expandedRowKeys: expanded ?? [], onExpandedRowsChange: (keys) => setExpanded(keys as number[]) }}
        />
      )}
      <DeptFormModal draft={draft} onClose={() => setDraft(null)} onSaved={afterSave} />
      <MoveDeptModal dept={moving} tree={tree} onClose={() => setMoving(null)} onSaved={afterSave} />
      {history.drawer}
    </Card>
  );
}
