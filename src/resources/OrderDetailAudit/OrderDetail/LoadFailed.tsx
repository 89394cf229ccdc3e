import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The order could not be shown (not found, outside the user's merchants, or a network failure). */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Alert type="error" showIcon data-testid="order-load-error" message={t('loadFailed')} description={error.message}
      action={<Button size="small" onClick={onRetry}>{t('common:table.retry')}</Button>} />
  );
}
