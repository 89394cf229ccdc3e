import { Switch, Tag, Tooltip, Typography, type TableColumnType as ColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntity, type MenuKind } from '../../../../common/entities/menu';
import { actionCode } from '../../../../common/routes';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { fixedActions, freeText } from '../../../components/list/list-columns';
import { actionsWidth } from '../../../components/list/RowActions';
import type { RecordHistory } from '../../../components/history';
import { RowActions, type RowAction } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import type { MenuTreeRow } from './menu-tree';

const KIND_COLORS: Record<MenuKind, string> = { group: 'blue', page: 'green', button: 'orange' };
const code = (action: string) => actionCode(menuEntity.screen, action);
const clipped = (width: number) => ({ width, ellipsis: { showTitle: false } });
const withTitle = (value: string | null, content: ReactNode = value) => (value ? <Tooltip title={value} placement="topLeft">{content}</Tooltip> : '—');

export interface MenuRowHandlers {
  onAddChild: (row: MenuTreeRow) => void;
  onEdit: (row: MenuTreeRow) => void;
  onDelete: (row: MenuTreeRow) => void;
  onToggle: (row: MenuTreeRow, enabled: boolean) => void;
  history: RecordHistory;
}

/** The tree table's columns: the declared ones, then role count, the enabled switch and the row buttons. */
export function useMenuColumns({ onAddChild, onEdit, onDelete, onToggle, history }: MenuRowHandlers): ColumnType<MenuTreeRow>[] {
  const { t } = useTranslation();
  const can = useOperation();
  const derived = useEntityColumns<MenuTreeRow>(menuEntity, {
    menuName: {
      width: 240,
      render: (_, row) => (
        <Tooltip title={row.blocked ? t(row.enabled ? 'menu:admin.blockedByParent' : 'menu:admin.disabledNote') : row.label === row.menuName ? undefined : row.menuName}>
          <Typography.Text type={row.blocked ? 'secondary' : undefined} delete={!row.enabled} data-testid="menu-label">{row.label}</Typography.Text>
        </Tooltip>
      ),
    },
    kind: { width: 90, render: (kind: MenuKind) => <Tag color={KIND_COLORS[kind]}>{t(`menu:options.kind.${kind}`)}</Tag> },
    path: { ...clipped(160), render: (path: string | null) => withTitle(path) },
    perms: { ...clipped(160), render: (perms: string | null) => withTitle(perms, <Typography.Text code>{perms}</Typography.Text>) },
    // Details beside the path and code: on wide screens only (≥ 1600 px), so the row fits 1280 px.
    externalUrl: { ...clipped(170), responsive: ['xxl'], render: (url: string | null) => withTitle(url, <a href={url ?? undefined} target="_blank" rel="noreferrer">{url}</a>) },
    sort: { width: 70, align: 'right', responsive: ['xxl'] },
    icon: { ...clipped(100), responsive: ['xxl'], render: (icon: string | null) => withTitle(icon) },
  });
  const deleteRefusal = (row: MenuTreeRow) => (row.declared ? t('menu:admin.declaredCannotDelete')
    : row.children?.length ? t('menu:admin.hasChildren', { count: row.children.length }) : null);
  const byKey = (key: string) => derived.filter((c) => c.key === key);

  // The tree's expander sits in the first column, so the name leads; state and use come before the details.
  return [
    ...byKey('menuName'),
    ...byKey('kind'),
    {
      key: 'enabled', dataIndex: 'enabled', title: t('crud.enabled'), width: 90,
      render: (enabled: boolean, row) => <Switch size="small" checked={enabled} disabled={!can(code('enable'))} aria-label={t('crud.enabledOf', { name: row.label })}
        onChange={(next) => onToggle(row, next)} data-testid="row-enabled" />,
    },
    { key: 'roleCount', dataIndex: 'roleCount', title: t('menu:fields.roleCount'), width: 80, align: 'right' },
    // A raw tree table: the kit's free-text rule (cut at the width, whole text on hover) is applied here.
    ...derived.filter((c) => c.key !== 'menuName' && c.key !== 'kind').map((c) => freeText(c)),
    fixedActions<MenuTreeRow>({
      key: 'actions', title: t('crud.actions'),
      render: (_, row) => {
        const refusal = deleteRefusal(row);
        // More than two fold into the kit's menu; a refused delete says why where it is shown.
        const actions: RowAction[] = [
          ...(can(code('add')) && row.kind !== 'button' ? [{ key: 'addChild', label: t('menu:admin.addChild'), onClick: () => onAddChild(row), testId: 'row-add-child' }] : []),
          ...(can(code('update')) ? [{ key: 'edit', label: t('crud.edit'), onClick: () => onEdit(row), testId: 'row-edit' }] : []),
          ...(can(code('delete')) ? [{ key: 'delete', label: <Tooltip title={refusal}>{t('crud.delete')}</Tooltip>, danger: true, disabled: Boolean(refusal), onClick: () => onDelete(row), testId: 'row-delete' }] : []),
          ...history.actions(row.id, row.label),
        ];
        return <RowActions actions={actions} name={row.label} />;
      },
    }, actionsWidth(3)),
  ];
}
