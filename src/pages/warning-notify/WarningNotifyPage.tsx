/** The message centre: the user's SMS and e-mail, or the whole outbox for holders of WarningNotify:viewAll. */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS } from '../../../common/messages';
import { actionCode } from '../../../common/routes';
import type { OutboxMessage } from '../../components/header/message/message.types';
import { ScreenTitle } from '../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../components/list';
import { EmptyState } from '../../components/table';
import { canOperate } from '../../providers/access-control-provider';
import { DeliveryReceiptsDrawer } from './DeliveryReceiptsDrawer';
import { MESSAGE_HIDDEN_COLUMNS, useMessageColumns } from './useMessageColumns';

const SCREEN = 'WarningNotify';
const VIEW_ALL = actionCode(SCREEN, 'viewAll');
/** Without a choice (and always without viewAll) the list is the user's own messages. */
const MINE = { scope: 'mine' };
const OWN_FILTERS = MESSAGE_FILTERS.filter((def) => def.name !== 'scope');

export default function WarningNotifyPage() {
  const { t } = useTranslation('header');
  const canViewAll = canOperate(VIEW_ALL);
  const list = useListTable<OutboxMessage>({ url: 'message/list', defaults: MINE });
  const columns = useMessageColumns();
  const [receiptsOf, setReceiptsOf] = useState<OutboxMessage | null>(null);
  // An SMS's delivery receipts (providers' signed receipts, refused ones too) open in a drawer.
  const actions = (row: OutboxMessage) => (row.channel === 'sms'
    ? [{ key: 'receipts', label: t('messages.receipts.open'), onClick: () => setReceiptsOf(row), testId: 'message-receipts' }] : []);

  return (
    <Card title={<ScreenTitle>{t('messages.centreTitle')}</ScreenTitle>} data-testid="warning-notify-page">
      <ListFilterBar defs={canViewAll ? MESSAGE_FILTERS : OWN_FILTERS} values={list.searched} onSearch={list.search} labels="header:messages.filters"
        testId="message-filters"
        extra={<Button icon={<ReloadOutlined />} onClick={list.reload} loading={list.loading}>{t('common:actions.refresh')}</Button>} />
      <ListTable<OutboxMessage> rowKey="id" list={list} columns={columns} columnsKey={SCREEN} defaultHidden={MESSAGE_HIDDEN_COLUMNS}
        actions={actions} rowName={(row) => `${row.recipient} ${row.createdAt}`}
        locale={{ emptyText: <EmptyState description={t('messages.empty')} /> }} />
      <DeliveryReceiptsDrawer message={receiptsOf} onClose={() => setReceiptsOf(null)} />
    </Card>
  );
}
