/** ListLibraryManagement: the list library, with marketing-target change and abandon by hand over the chosen entries. */
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../../common/routes';
import { LIST_LIBRARY_SCREEN } from '../../../../common/telemarketing/list';
import {
  LIST_ENTRY_COLUMNS, LIST_ENTRY_HIDDEN_FIRST, LIST_LIBRARY_FILTERS, TM_BATCH_MAX, type ListEntryRow,
} from '../../../../common/telemarketing/list-inputs';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { AbandonModal } from './AbandonModal';
import { ChangeTargetModal } from './ChangeTargetModal';

const LOOKS = { phone: { width: 170 }, merchantName: { width: 150 }, productName: { width: 150 } };

export default function ListLibraryManagement() {
  const { t } = useTranslation('telemarketingList');
  const can = useOperation();
  const list = useListTable<ListEntryRow>({ url: 'telemarketingList/list' });
  const columns = useDeclaredColumns(LIST_ENTRY_COLUMNS, LOOKS);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'target' | 'abandon' | null>(null);
  const close = () => { setDialog(null); setSelected([]); };
  const mayTarget = can(actionCode(LIST_LIBRARY_SCREEN, 'changeTarget'));
  const mayAbandon = can(actionCode(LIST_LIBRARY_SCREEN, 'abandon'));
  const toolbar = (
    <Space wrap>
      <Typography.Text type="secondary">{selected.length ? t('selection.count', { count: selected.length }) : t('selection.hint', { max: TM_BATCH_MAX })}</Typography.Text>
      {mayTarget && <Button disabled={!selected.length} onClick={() => setDialog('target')} data-testid="list-change-target">{t('actions.changeTarget')}</Button>}
      {mayAbandon && <Button danger disabled={!selected.length} onClick={() => setDialog('abandon')} data-testid="list-abandon">{t('actions.abandon')}</Button>}
    </Space>
  );

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(LIST_LIBRARY_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={LIST_LIBRARY_FILTERS} values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} labels="telemarketingList:fields" />
      <ListTable<ListEntryRow> rowKey="id" list={list} columns={columns} columnsKey={LIST_LIBRARY_SCREEN} defaultHidden={LIST_ENTRY_HIDDEN_FIRST}
        toolbar={toolbar} rowName={(row) => row.phone} data-testid="list-library-table"
        rowSelection={mayTarget || mayAbandon ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number).slice(0, TM_BATCH_MAX)) } : undefined} />
      <ChangeTargetModal ids={selected} open={dialog === 'target'} onClose={close} />
      <AbandonModal ids={selected} open={dialog === 'abandon'} onClose={close} />
    </Card>
  );
}
