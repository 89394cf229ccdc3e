import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordDelivery } from './user-row';

/** Tells the administrator where a temporary password went, or shows it when the user has no phone or e-mail. */
export function usePasswordNotice() {
  const { t } = useTranslation('user');
  const { modal } = App.useApp();
  return (title: string, name: string, delivery: PasswordDelivery) => modal.success({
    title,
    okText: t('common:actions.close'),
    content: delivery.temporaryPassword ? (
      <>
        <Typography.Paragraph>{t('password.noContact', { name })}</Typography.Paragraph>
        <Typography.Text code copyable data-testid="temporary-password">{delivery.temporaryPassword}</Typography.Text>
      </>
    ) : <span data-testid="password-sent-to">{t('password.sentTo', { targets: delivery.deliveredTo.join(', ') })}</span>,
  });
}
