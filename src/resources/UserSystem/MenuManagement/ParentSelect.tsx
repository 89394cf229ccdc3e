import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOWED_PARENT_KINDS, type MenuKind } from '../../../../common/entities/menu';
import type { MenuTreeRow } from './menu-tree';

interface Option {
  value: number;
  title: string;
  disabled: boolean;
  children?: Option[];
}

interface Props {
  tree: readonly MenuTreeRow[];
  /** Kind of the menu being placed: decides which parents may be chosen. */
  kind: MenuKind;
  /** The menu being moved: neither it nor what is under it can become its parent. */
  movingId?: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

function toOptions(nodes: readonly MenuTreeRow[], kind: MenuKind, movingId?: number): Option[] {
  return nodes.filter((node) => node.kind !== 'button' && node.id !== movingId).map((node) => {
    const children = toOptions(node.children ?? [], kind, movingId);
    return {
      value: node.id, title: node.label, disabled: !ALLOWED_PARENT_KINDS[kind].includes(node.kind),
      children: children.length > 0 ? children : undefined,
    };
  });
}

/** The parent of a menu, chosen in the tree; empty means the top level. */
export function ParentSelect({ tree, kind, movingId, value, onChange }: Props) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toOptions(tree, kind, movingId), [tree, kind, movingId]);
  return (
    <TreeSelect<number> value={value ?? undefined} onChange={(next) => onChange?.(next ?? null)} treeData={treeData}
      allowClear showSearch treeNodeFilterProp="title" listHeight={360} placeholder={t('menu:admin.topLevel')}
      style={{ width: '100%' }} data-testid="field-parentId" />
  );
}
