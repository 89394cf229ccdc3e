import { useTranslation } from 'react-i18next';
import { FormError } from './FormError';
import { loginApi, type SessionGrant } from './login-api';
import styles from './login.module.css';
import { OtpCodeForm } from './OtpCodeForm';
import { useAttempt } from './useAttempt';

interface MfaVerifyStepProps {
  ticket: string;
  onGranted: (grant: SessionGrant) => Promise<void>;
}

/** The code from an authenticator the user has already bound. */
export function MfaVerifyStep({ ticket, onGranted }: MfaVerifyStepProps) {
  const { t } = useTranslation('login');
  const { error, attempt } = useAttempt();
  const verify = (code: string) => attempt(async () => onGranted(await loginApi.mfaVerify(ticket, code)));

  return (
    <div className={styles.stepBody}>
      <FormError message={error} />
      <OtpCodeForm label={t('mfaVerify.codeLabel')} onSubmit={verify} />
    </div>
  );
}
