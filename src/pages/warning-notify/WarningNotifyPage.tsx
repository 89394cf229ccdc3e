/** The message centre: the user's SMS and e-mail, or the whole outbox for holders of WarningNotify:viewAll. */
import { Card, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../common/routes';
import type { OutboxMessage } from '../../components/header/message/message.types';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../components/table';
import { canOperate } from '../../providers/access-control-provider';
import { MessageFilters, type ChannelFilter, type MessageScope } from './MessageFilters';
import { useMessageColumns } from './useMessageColumns';

const VIEW_ALL = actionCode('WarningNotify', 'viewAll');

export default function WarningNotifyPage() {
  const { t } = useTranslation('header');
  const canViewAll = canOperate(VIEW_ALL);
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [scope, setScope] = useState<MessageScope>('mine');
  const pagination = usePagination();
  const columns = useMessageColumns();

  const params = useMemo(() => ({
    ...pagination.params,
    scope: canViewAll ? scope : 'mine',
    ...(channel === 'all' ? {} : { channel }),
  }), [pagination.params, canViewAll, scope, channel]);
  const list = usePagedList<OutboxMessage>('message/list', params);

  const changeChannel = (next: ChannelFilter) => {
    setChannel(next);
    pagination.reset();
  };
  const changeScope = (next: MessageScope) => {
    setScope(next);
    pagination.reset();
  };

  return (
    <Card title={t('messages.centreTitle')} data-testid="warning-notify-page">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <MessageFilters channel={channel} onChannelChange={changeChannel} scope={scope} onScopeChange={changeScope}
          canViewAll={canViewAll} onRefresh={list.reload} loading={list.loading} />
        {list.error && <LoadErrorAlert error={list.error} onRetry={list.reload} />}
        <Table<OutboxMessage>
          rowKey="id"
          columns={columns}
          dataSource={list.records}
          loading={list.loading}
          pagination={pagination.paginationProps(list.total)}
          locale={{ emptyText: <EmptyState description={t('messages.empty')} /> }}
          scroll={{ x: 1400 }}
        />
      </Space>
    </Card>
  );
}
