import { Button, Space, Switch, Tag, Tooltip, Typography, type TableColumnType as ColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntity, type MenuKind } from '../../../../common/entities/menu';
import { actionCode } from '../../../../common/routes';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { HistoryButton, type RecordHistory } from '../../../components/history';
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
      width: 280,
      render: (_, row) => (
        <Tooltip title={row.blocked ? t(row.enabled ? 'menu:admin.blockedByParent' : 'menu:admin.disabledNote') : row.label === row.menuName ? undefined : row.menuName}>
          <Typography.Text type={row.blocked ? 'secondary' : undefined} delete={!row.enabled} data-testid="menu-label">{row.label}</Typography.Text>
        </Tooltip>
      ),
    },
    kind: { width: 90, render: (kind: MenuKind) => <Tag color={KIND_COLORS[kind]}>{t(`menu:options.kind.${kind}`)}</Tag> },
    path: { ...clipped(230), render: (path: string | null) => withTitle(path) },
    perms: { ...clipped(250), render: (perms: string | null) => withTitle(perms, <Typography.Text code>{perms}</Typography.Text>) },
    externalUrl: { ...clipped(170), render: (url: string | null) => withTitle(url, <a href={url ?? undefined} target="_blank" rel="noreferrer">{url}</a>) },
    sort: { width: 70, align: 'right' },
    icon: { ...clipped(100), render: (icon: string | null) => withTitle(icon) },
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
    ...derived.filter((c) => c.key !== 'menuName' && c.key !== 'kind'),
    {
      key: 'actions', title: t('crud.actions'), width: 250,
      render: (_, row) => {
        const refusal = deleteRefusal(row);
        return (
          <Space size={0} wrap>
            {can(code('add')) && row.kind !== 'button' && <Button size="small" type="link" onClick={() => onAddChild(row)} data-testid="row-add-child">{t('menu:admin.addChild')}</Button>}
            {can(code('update')) && <Button size="small" type="link" onClick={() => onEdit(row)} data-testid="row-edit">{t('crud.edit')}</Button>}
            {can(code('delete')) && (
              <Tooltip title={refusal}>
                <Button size="small" type="link" danger disabled={Boolean(refusal)} onClick={() => onDelete(row)} data-testid="row-delete">{t('crud.delete')}</Button>
              </Tooltip>
            )}
            <HistoryButton history={history} id={row.id} name={row.label} />
          </Space>
        );
      },
    },
  ];
}
