/** AbandonedListLibraryManagement: entries abandoned by hand or by rule; recycled back to the library with their count raised. */
import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../../common/routes';
import { ABANDONED_SCREEN } from '../../../../common/telemarketing/list';
import { ABANDONED_COLUMNS, ABANDONED_FILTERS, TM_BATCH_MAX, type EntryResult, type ListEntryRow } from '../../../../common/telemarketing/list-inputs';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess, toastWarning } from '../../../providers/toast';

const LOOKS = { phone: { width: 170 }, merchantName: { width: 150 }, abandonedAt: { width: 170 } };

export default function AbandonedListLibraryManagement() {
  const { t } = useTranslation('telemarketingList');
  const { modal } = App.useApp();
  const can = useOperation();
  const list = useListTable<ListEntryRow>({ url: 'telemarketingList/abandoned' });
  const columns = useDeclaredColumns(ABANDONED_COLUMNS, LOOKS);
  const [selected, setSelected] = useState<number[]>([]);
  const { post } = usePost();
  const mayRecycle = can(actionCode(ABANDONED_SCREEN, 'recycle'));
  const recycle = () => modal.confirm({
    title: t('actions.recycle'), content: t('hints.recycleConfirm', { count: selected.length }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const { results } = await post<{ results: EntryResult[] }>('telemarketingList/recycle', { ids: selected });
      const ok = results.filter((r) => r.ok).length;
      if (ok === results.length) toastSuccess(t('results.recycled', { count: ok }));
      else toastWarning(t('results.partly', { ok, failed: results.length - ok }));
      setSelected([]);
    },
  });
  const toolbar = mayRecycle ? (
    <Space wrap>
      <Typography.Text type="secondary">{selected.length ? t('selection.count', { count: selected.length }) : t('selection.hint', { max: TM_BATCH_MAX })}</Typography.Text>
      <Button type="primary" disabled={!selected.length} onClick={recycle} data-testid="list-recycle">{t('actions.recycle')}</Button>
    </Space>
  ) : null;

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(ABANDONED_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={ABANDONED_FILTERS} values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} labels="telemarketingList:fields" />
      <ListTable<ListEntryRow> rowKey="id" list={list} columns={columns} columnsKey={ABANDONED_SCREEN} toolbar={toolbar}
        rowName={(row) => row.phone} data-testid="abandoned-table"
        rowSelection={mayRecycle ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number).slice(0, TM_BATCH_MAX)) } : undefined} />
    </Card>
  );
}
