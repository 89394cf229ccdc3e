/** The saved lists with how many customers each rule holds now; Open applies a list's filter, Delete removes it. */
import { useCustom } from '@refinedev/core';
import { App, Drawer, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SavedListRow } from '../../../../common/customer-service/distribution';
import { formatEat } from '../../../../common/time';
import { ListTable, useRowsList, type FilterParams, type RowAction } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { SAVED_LISTS_URL } from './SaveListModal';

const EMPTY: SavedListRow[] = [];

interface Props { open: boolean; mayDelete: boolean; onOpenList: (filter: FilterParams) => void; onClose: () => void }

export function SavedListsDrawer({ open, mayDelete, onOpenList, onClose }: Props) {
  const { t } = useTranslation('csCalling');
  const { modal } = App.useApp();
  const { post } = usePost({ invalidates: [SAVED_LISTS_URL] });
  const { query } = useCustom<SavedListRow[]>({ url: SAVED_LISTS_URL, method: 'get', errorNotification: false, queryOptions: { enabled: open } });
  const list = useRowsList(query.data?.data ?? EMPTY);
  const columns: TableColumnType<SavedListRow>[] = [
    { key: 'name', title: t('fields.name'), dataIndex: 'name' },
    { key: 'count', title: t('fields.count'), dataIndex: 'count', align: 'right' },
    { key: 'createdByName', title: t('fields.createdByName'), dataIndex: 'createdByName', render: (v: string | null, row) => `${v ?? '—'} · ${formatEat(row.createdAt)}` },
  ];
  const remove = (row: SavedListRow) => modal.confirm({
    title: t('actions.delete'), content: t('hints.deleteListConfirm', { name: row.name }), okText: t('actions.delete'), cancelText: t('actions.cancel'),
    okButtonProps: { danger: true, 'data-testid': 'cs-delete-list-ok' } as never,
    onOk: async () => {
      await post('csListLibrary/deleteList', { id: row.id });
      toastSuccess(t('messages.listDeleted'));
    },
  });
  const actions = (row: SavedListRow): RowAction[] => [
    { key: 'open', label: t('actions.open'), testId: 'cs-open-list', onClick: () => { onOpenList(row.filter); toastSuccess(t('messages.listOpened', { name: row.name })); } },
    ...(mayDelete ? [{ key: 'delete', label: t('actions.delete'), danger: true, testId: 'cs-delete-list', onClick: () => remove(row) }] : []),
  ];
  return (
    <Drawer open={open} onClose={onClose} width="50%" destroyOnHidden title={t('titles.savedLists')} data-testid="cs-saved-lists">
      {list.total === 0 && !query.isFetching
        ? <Typography.Paragraph type="secondary">{t('hints.noSavedLists')}</Typography.Paragraph>
        : <ListTable<SavedListRow> rowKey="id" list={{ ...list, loading: query.isFetching }} columns={columns} actions={actions} rowName={(row) => row.name} />}
    </Drawer>
  );
}
