import { PlusOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Input, Space, Table, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntity } from '../../../../common/entities/menu';
import { actionCode, screen } from '../../../../common/routes';
import { useRecordHistory } from '../../../components/history';
import { EmptyState, LoadErrorAlert } from '../../../components/table';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { useOperation } from '../../../hooks/useOperation';
import { MenuModal, type MenuDraft } from './MenuModal';
import { menuLabel } from './menu-label';
import { filterMenus, indexTree, MENU_TREE_URL, nestMenus, parentIds, type MenuRow, type MenuTreeRow } from './menu-tree';
import { useMenuActions } from './useMenuActions';
import { useMenuColumns } from './useMenuColumns';

const NO_ROWS: MenuRow[] = [];
const TOP_LEVEL: MenuDraft = { parentId: null, kind: 'group' };
const CHILD_KIND = { group: 'page', page: 'button', button: 'button' } as const;

/** The whole menu tree (about 230 rows, unpaged): add a child, edit, delete, enable or disable. */
export default function MenuManagement() {
  const { t } = useTranslation();
  const can = useOperation();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const [modal, setModal] = useState<{ editing: MenuTreeRow | null; draft: MenuDraft } | null>(null);

  const { query, result } = useCustom<MenuRow[]>({ url: MENU_TREE_URL, method: 'get', meta: { silent: true }, errorNotification: false });
  const rows = Array.isArray(result.data) ? result.data : NO_ROWS;
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);

  const tree = useMemo(() => nestMenus(rows, (row) => menuLabel(t, row)), [rows, t]);
  const byId = useMemo(() => indexTree(tree), [tree]);
  const shown = useMemo(() => filterMenus(tree, search), [tree, search]);
  const actions = useMenuActions();
  const history = useRecordHistory(menuEntity);
  const columns = useMenuColumns({
    history,
    onAddChild: (row) => setModal({ editing: null, draft: { parentId: row.id, kind: CHILD_KIND[row.kind] } }),
    onEdit: (row) => setModal({ editing: byId.get(row.id) ?? row, draft: TOP_LEVEL }),
    onDelete: actions.remove,
    onToggle: actions.setEnabled,
  });

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(menuEntity.screen).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(menuEntity.screen, 'add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ editing: null, draft: TOP_LEVEL })} data-testid="crud-add">{t('menu:admin.addTopLevel')}</Button>
      )}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('menu:admin.searchPlaceholder')} style={{ width: 320 }} data-testid="menu-search"
          onSearch={(text) => { setSearch(text); if (text.trim()) setExpanded(parentIds(filterMenus(tree, text))); }} />
        <Button onClick={() => setExpanded(parentIds(shown))} data-testid="menu-expand-all">{t('menu:admin.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('menu:admin.collapseAll')}</Button>
        <Typography.Text type="secondary">{t('menu:admin.total', { count: rows.length })}</Typography.Text>
      </Space>
      {query.error ? <LoadErrorAlert error={query.error as unknown as Error} onRetry={reload} /> : (
        <Table<MenuTreeRow>
          rowKey="id" size="middle" loading={query.isFetching} dataSource={shown} columns={columns} pagination={false}
          scroll={{ x: 'max-content' }} locale={{ emptyText: <EmptyState /> }} data-testid="menu-tree"
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as number[]) }}
        />
      )}
      <MenuModal open={modal !== null} editing={modal?.editing ?? null} draft={modal?.draft ?? TOP_LEVEL} tree={tree} byId={byId}
        onClose={() => setModal(null)} onSaved={() => setModal(null)} />
      {history.drawer}
    </Card>
  );
}
