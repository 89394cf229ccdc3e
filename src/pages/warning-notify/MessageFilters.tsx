import { ReloadOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../components/header/message/message.types';

export type ChannelFilter = MessageChannel | 'all';
export type MessageScope = 'mine' | 'all';

export interface MessageFiltersProps {
  channel: ChannelFilter;
  onChannelChange: (channel: ChannelFilter) => void;
  scope: MessageScope;
  onScopeChange: (scope: MessageScope) => void;
  /** Only holders of WarningNotify:viewAll may look at the whole outbox. */
  canViewAll: boolean;
  onRefresh: () => void;
  loading: boolean;
}

export function MessageFilters(props: MessageFiltersProps) {
  const { t } = useTranslation('header');
  const channelOptions = [
    { value: 'all' as const, label: t('messages.filters.allChannels') },
    ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`messages.channels.${c}`) })),
  ];
  return (
    <Space wrap size="middle" data-testid="message-filters">
      <Segmented<ChannelFilter> aria-label={t('messages.columns.channel')} options={channelOptions} value={props.channel}
        onChange={props.onChannelChange} />
      {props.canViewAll && (
        <Segmented<MessageScope>
          data-testid="message-scope"
          aria-label={t('messages.filters.scope')}
          value={props.scope}
          onChange={props.onScopeChange}
          options={[
            { value: 'mine', label: t('messages.filters.mine') },
            { value: 'all', label: t('messages.filters.wholeOutbox') },
          ]}
        />
      )}
      <Button icon={<ReloadOutlined />} onClick={props.onRefresh} loading={props.loading}>
        {t('common:actions.refresh', { defaultValue: 'Refresh' })}
      </Button>
    </Space>
  );
}
