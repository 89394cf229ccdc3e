import { useCustom } from '@refinedev/core';
import { Alert, Button, Space, Spin, Tag, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { menuLabel } from '../MenuManagement/menu-label';
import { buildAuthorityTree, checkedKeysOf, grantSummary, leafKeys, menuIdsOf, parentKeys, type AuthorityMenu, type AuthorityNode } from './authority-tree';
import type { RoleRow } from './role-row';

interface Authority {
  menus: AuthorityMenu[];
  menuIds: number[];
  /** What the signed-in user may grant; `locked`: why they may change nothing here (a message key). */
  grantable: { menuIds: number[]; locked: string | null };
}

interface Props {
  role: RoleRow | null;
  onClose: () => void;
}

const KIND_COLORS = { group: 'blue', page: 'green', button: 'orange', view: 'default' } as const;

/** Authority assignment: the whole menu tree with the role's menus checked and their parents half-checked. */
export function AuthorityModal({ role, onClose }: Props) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const { post, posting } = usePost();
  // Read afresh at every opening and never shown for another role: the ticks start from what the server holds.
  const { query } = useCustom<Authority>({
    url: `role/authority/${role?.id ?? 0}`, method: 'get', errorNotification: false,
    queryOptions: { enabled: role !== null, gcTime: 0, placeholderData: undefined },
  });
  // `query.data`, not `result.data`: Refine answers an empty object there until the authority has arrived.
  const authority = role ? query.data?.data ?? null : null;

  const tree = useMemo(() => (authority
    ? buildAuthorityTree(authority.menus, (m) => menuLabel(t, m), t('role:authority.viewLeaf'), new Set(authority.grantable.menuIds))
    : []), [authority, t]);
  const locked = authority?.grantable.locked ?? null;

  // The authority could not be read (http.ts said why): nothing to assign.
  const failed = role !== null && query.isError;
  useEffect(() => { if (failed) onClose(); }, [failed, onClose]);

  useEffect(() => {
    if (!authority) return;
    setChecked(checkedKeysOf(tree, authority.menuIds));
    setExpanded(tree.map((n) => n.key));
  }, [authority, tree]);

  const save = async () => {
    if (!role) return;
    await post('role/authority', { roleId: role.id, menuIds: menuIdsOf(checked) });
    toastSuccess(t('crud.saved'));
    onClose();
  };

  const summary = authority ? grantSummary(authority.menus, checked) : { pages: 0, buttons: 0 };
  const title = (node: AuthorityNode) => (
    <span data-testid={`authority-node-${node.key}`}>
      {node.kind !== 'view' && node.kind !== 'group' && <Tag color={KIND_COLORS[node.kind]} style={{ marginInlineEnd: 6 }}>{t(`menu:options.kind.${node.kind}`)}</Tag>}
      {node.kind === 'view' ? <Typography.Text type="secondary">{node.title}</Typography.Text> : node.title}
      {!node.enabled && node.kind !== 'view' && <Tag style={{ marginInlineStart: 6 }}>{t('role:authority.disabled')}</Tag>}
    </span>
  );

  return (
    <AppModal open={role !== null} title={t('role:authority.title', { name: role?.roleName ?? '' })} onCancel={onClose} width={640}
      onOk={save} confirmLoading={posting} okText={t('actions.save')} cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: !authority || locked !== null, 'data-testid': 'authority-save' } as never}>
      <Typography.Paragraph type="secondary">{t('role:authority.intro')}</Typography.Paragraph>
      {locked && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t(locked, { name: role?.roleName ?? '' })} data-testid="authority-locked" />}
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(parentKeys(tree))}>{t('role:authority.expandAll')}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{t('role:authority.collapseAll')}</Button>
        <Button size="small" onClick={() => setChecked(leafKeys(tree))}>{t('role:authority.checkAll')}</Button>
        <Button size="small" onClick={() => setChecked([])}>{t('role:authority.checkNone')}</Button>
        <Typography.Text data-testid="authority-summary">{t('role:authority.summary', summary)}</Typography.Text>
      </Space>
      {authority ? (
        <Tree<AuthorityNode> checkable selectable={false} treeData={tree} disabled={locked !== null} height={460} titleRender={title}
          checkedKeys={checked} onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          expandedKeys={expanded} onExpand={setExpanded} data-testid="authority-tree" />
      ) : <Spin style={{ display: 'block', padding: 48 }} />}
    </AppModal>
  );
}
