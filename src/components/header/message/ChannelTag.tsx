import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_COLORS, type MessageChannel } from './message.types';

export function ChannelTag({ channel }: { channel: MessageChannel }) {
  const { t } = useTranslation('header');
  return <Tag color={CHANNEL_COLORS[channel]}>{t(`messages.channels.${channel}`)}</Tag>;
}
