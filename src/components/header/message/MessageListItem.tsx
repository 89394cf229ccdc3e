import { Badge, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../../common/time';
import { ChannelTag } from './ChannelTag';
import { MessageStatusTag } from './MessageStatusTag';
import type { OutboxMessage } from './message.types';

/** One message in the drawer; one that was unread when the drawer opened is marked "new". */
export function MessageListItem({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('header');
  return (
    <List.Item data-testid="message-item">
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap size="small">
          {!message.readAt && <Badge status="processing" text={t('messages.new')} />}
          <ChannelTag channel={message.channel} />
          <Typography.Text type="secondary">{t('messages.to', { recipient: message.recipient })}</Typography.Text>
          <MessageStatusTag status={message.status} />
          <Typography.Text type="secondary">{formatEat(message.createdAt)}</Typography.Text>
        </Space>
        {message.subject && <Typography.Text strong>{message.subject}</Typography.Text>}
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{ rows: 3, expandable: true }}>
          {message.body}
        </Typography.Paragraph>
      </Space>
    </List.Item>
  );
}
