import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, type MessageStatus } from './message.types';

export function MessageStatusTag({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('header');
  return <Tag color={STATUS_COLORS[status]}>{t(`messages.statuses.${status}`)}</Tag>;
}
