import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BLOCKED_PROVIDER, QUEUED_PROVIDER } from '../../../common/contact/sms-delivery';
import { formatEat } from '../../../common/time';
import type { OutboxMessage } from '../../components/header/message/message.types';

/** Who carried a message: the provider, or for a routed SMS each attempt (a refused one was followed by the next route); or why it was blocked or held. */
export function MessageDelivery({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('header');
  if (message.provider === BLOCKED_PROVIDER) {
    return <Tag color="error" data-testid="message-delivery" style={{ marginTop: 4, whiteSpace: 'normal' }}>{t(`messages.blocked.${message.providerRef}`, { defaultValue: message.providerRef ?? '' })}</Tag>;
  }
  if (message.provider === QUEUED_PROVIDER && message.notBefore) {
    return <Tag color="warning" data-testid="message-delivery" style={{ marginTop: 4, whiteSpace: 'normal' }}>{t('messages.held', { at: formatEat(message.notBefore).slice(0, 16) })}</Tag>;
  }
  return (
    <div data-testid="message-delivery" style={{ marginTop: 4 }}>
      {!message.attempts?.length && <Typography.Text style={{ display: 'block', fontSize: 12 }}>{message.provider}</Typography.Text>}
      {(message.attempts ?? []).map((a) => (
        <Typography.Text key={a.attempt} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('messages.attempt', { n: a.attempt, provider: a.provider, status: t(`messages.attemptStatuses.${a.status}`) })}{a.reason ? ` (${t(`messages.reasons.${a.reason}`, { defaultValue: a.reason })})` : ''}
        </Typography.Text>
      ))}
    </div>
  );
}
