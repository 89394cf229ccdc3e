import { Alert, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MFA_WINDOW_MS } from '../../../common/constants';
import { FormError } from './FormError';
import { loginApi, type MfaEnrolment, type SessionGrant } from './login-api';
import styles from './login.module.css';
import { OtpCodeForm } from './OtpCodeForm';
import { useAttempt } from './useAttempt';
import { useCountdown } from './useCountdown';

interface MfaBindStepProps {
  ticket: string;
  /** When the ticket was issued, by the browser's clock: binding must finish within the MFA window. */
  issuedAt: number;
  onGranted: (grant: SessionGrant) => Promise<void>;
}

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Binding an authenticator: a QR code and the key for manual entry, then the first code from the app. */
export function MfaBindStep({ ticket, issuedAt, onGranted }: MfaBindStepProps) {
  const { t } = useTranslation('login');
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const { error, attempt } = useAttempt();
  const { secondsLeft, runUntil } = useCountdown();
  /** Each setup call makes a new secret; only one may be asked for, even when effects run twice. */
  const setupAsked = useRef(false);

  useEffect(() => {
    if (setupAsked.current) return;
    setupAsked.current = true;
    runUntil(issuedAt + MFA_WINDOW_MS);
    void attempt(async () => setEnrolment(await loginApi.mfaSetup(ticket)));
  }, [attempt, issuedAt, runUntil, ticket]);

  const expired = enrolment !== null && secondsLeft === 0;
  const verify = (code: string) => attempt(async () => onGranted(await loginApi.mfaVerify(ticket, code)));

  return (
    <div className={styles.stepBody}>
      <Alert
        type={expired ? 'warning' : 'info'}
        showIcon
        role="status"
        message={expired ? t('mfaBind.expired') : (
          <>
            {t('mfaBind.deadline', { minutes: MFA_WINDOW_MS / 60_000 })}{' '}
            <strong>{t('mfaBind.timeLeft', { time: minutesAndSeconds(secondsLeft) })}</strong>
          </>
        )}
      />
      <ol className={styles.mfaSteps}>
        <li>{t('mfaBind.stepInstall')}</li>
        <li>{t('mfaBind.stepScan')}</li>
        <li>{t('mfaBind.stepCode')}</li>
      </ol>
      {enrolment ? (
        <div className={styles.mfaEnrolment}>
          <img className={styles.mfaQr} src={enrolment.qrDataUrl} alt={t('mfaBind.qrAlt')} data-testid="mfa-qr" width={160} height={160} />
          <div className={styles.mfaSecret}>
            <Typography.Text type="secondary">{t('mfaBind.secretLabel')}</Typography.Text>
            <Typography.Text copyable={{ text: enrolment.secret, tooltips: [t('mfaBind.copy'), t('mfaBind.copied')] }}>
              <code className={styles.secretText} data-testid="mfa-secret">{enrolment.secret}</code>
            </Typography.Text>
          </div>
        </div>
      ) : (
        !error && <div className={styles.mfaLoading}><Spin tip={t('mfaBind.loading')}><div className={styles.spinArea} /></Spin></div>
      )}
      <FormError message={error} />
      <OtpCodeForm label={t('mfaBind.codeLabel')} onSubmit={verify} disabled={!enrolment || expired} />
    </div>
  );
}
