import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that failed to load: what went wrong and a retry button. */
export function LoadErrorAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="list-load-error"
      message={t('table.loadFailed', { defaultValue: 'The list could not be loaded.' })}
      description={error.message}
      action={<Button size="small" onClick={onRetry}>{t('table.retry', { defaultValue: 'Retry' })}</Button>}
    />
  );
}
