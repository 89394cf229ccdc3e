import type { ColumnsType } from 'antd/es/table';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../common/time';
import { ChannelTag } from '../../components/header/message/ChannelTag';
import { MessageStatusTag } from '../../components/header/message/MessageStatusTag';
import type { OutboxMessage } from '../../components/header/message/message.types';
import { MessageDelivery } from './MessageDelivery';

/** The message-centre table's columns; without subject and provider reference (see MESSAGE_HIDDEN_COLUMNS) they fit 1280 px. */
/** Shown through the column chooser. */
export const MESSAGE_HIDDEN_COLUMNS = ['subject', 'providerRef'] as const;

export function useMessageColumns(): ColumnsType<OutboxMessage> {
  const { t } = useTranslation('header');
  return [
    { key: 'channel', title: t('messages.columns.channel'), width: 100, render: (_, row) => <ChannelTag channel={row.channel} /> },
    { key: 'recipient', title: t('messages.columns.recipient'), dataIndex: 'recipient', width: 150 },
    { key: 'subject', title: t('messages.columns.subject'), dataIndex: 'subject', width: 180, ellipsis: true },
    {
      key: 'body', title: t('messages.columns.body'), width: 220,
      render: (_, row) => (
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{ rows: 2, expandable: true }}>
          {row.body}
        </Typography.Paragraph>
      ),
    },
    { key: 'kind', title: t('messages.columns.kind'), width: 130, render: (_, row) => t(`messages.kinds.${row.kind}`, { defaultValue: row.kind }) },
    // The status, then who carried the message and each routed attempt (or why it was blocked).
    {
      key: 'status', title: t('messages.columns.status'), width: 180,
      render: (_, row) => <><MessageStatusTag status={row.status} /><MessageDelivery message={row} /></>,
    },
    { key: 'providerRef', title: t('messages.columns.providerRef'), dataIndex: 'providerRef', width: 200, ellipsis: true },
    { key: 'createdAt', title: t('messages.columns.sentAt'), width: 170, render: (_, row) => formatEat(row.createdAt) },
  ];
}
