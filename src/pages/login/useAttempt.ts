import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './login-api';

/** Runs one step of the sign-in and keeps the reason it failed, to show in place. */
export function useAttempt() {
  const { t } = useTranslation('login');
  const [error, setError] = useState<string | null>(null);

  /** Resolves to whether the action succeeded; on failure the reason is kept and `onFailure` is told. */
  const attempt = useCallback(async (action: () => Promise<unknown>, onFailure?: (failure: unknown) => void) => {
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorText(failure, t('errors.unexpected')));
      onFailure?.(failure);
      return false;
    }
  }, [t]);

  return { error, setError, attempt };
}
