import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { session, type MenuNode } from '../../providers/storage';
import { isMountedPath, prefetchScreen } from '../../screens';
import { menuIcon } from './menu-icons';
import { openExternalLink, visibleMenu } from './menu-items';

type Item = Required<MenuProps>['items'][number];

/** The permitted menu, vertical in the sider or across the top (crosswise). */
export function SideMenu({ mode }: { mode: 'inline' | 'horizontal' }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const tree = useMemo(() => visibleMenu(session.getUserMenu(), isMountedPath), []);

  const label = (node: MenuNode) => t(node.labelKey ?? '', { defaultValue: node.menuName });
  const toItem = (node: MenuNode, topLevel: boolean): Item => {
    const icon = topLevel ? menuIcon(node.menuName) : undefined;
    if (node.kind === 'group') {
      return { key: node.path ?? `group-${node.id}`, icon, label: label(node), children: node.childList.map((c) => toItem(c, false)) };
    }
    const content = node.externalUrl
      ? <a href={node.externalUrl} target="_blank" rel="noreferrer" onClick={(event) => { event.preventDefault(); void openExternalLink(node.id); }}>{label(node)}</a>
      : <Link to={node.path!} onPointerEnter={() => prefetchScreen(node.path!)} onFocus={() => prefetchScreen(node.path!)}>{label(node)}</Link>;
    return { key: node.path ?? `page-${node.id}`, icon, label: content };
  };

  const items = tree.map((node) => toItem(node, true));
  const openGroup = tree.find((g) => g.childList.some((c) => c.path?.toLowerCase() === pathname.toLowerCase()))?.path;
  return (
    <Menu
      theme={mode === 'inline' ? 'dark' : 'light'}
      mode={mode}
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={mode === 'inline' && openGroup ? [openGroup] : []}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : undefined}
      data-testid="side-menu"
    />
  );
}
