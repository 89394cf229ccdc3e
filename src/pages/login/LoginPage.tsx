import { Typography, theme } from 'antd';
import { lazy, Suspense, useCallback, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { returnPathAfterSignIn } from '../../../common/routes';
import { completeLogin } from '../../providers/session-bootstrap';
import { session } from '../../providers/storage';
import { BackToSignIn } from './BackToSignIn';
import { BrandPanel } from './BrandPanel';
import { LanguageSwitch } from './LanguageSwitch';
import type { SessionGrant, StepTicket } from './login-api';
import styles from './login.module.css';
import { PasswordForm } from './PasswordForm';

/** The code and MFA steps load once the user types or clicks on the form (none is needed before the password). */
const loadSecondStep = () => import('./SecondStep');
const prefetchSecondStep = () => void loadSecondStep();
const SecondStep = lazy(() => loadSecondStep().then((m) => ({ default: m.SecondStep })));

interface PendingStep extends StepTicket {
  /** Browser time the ticket arrived; the server gives it the MFA window from then. */
  issuedAt: number;
}

/** The sign-in screen (/Login and /Index/Login): password and slide check, then a code or MFA if asked. */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const landing = returnPathAfterSignIn(searchParams.get('to'));
  const [pending, setPending] = useState<PendingStep | null>(null);
  const [username, setUsername] = useState('');
  const [signedInAlready] = useState(() => session.getToken() !== null);
  const titleId = useId();
  const { token } = theme.useToken();
  const colours = {
    '--login-primary': token.colorPrimary,
    '--login-primary-active': token.colorPrimaryActive,
  } as CSSProperties;

  const grant = useCallback(async (result: SessionGrant) => {
    try {
      await completeLogin(result);
    } catch (failure) {
      session.clear();
      throw failure;
    }
    navigate(landing, { replace: true });
  }, [navigate, landing]);

  const startStep = useCallback((ticket: StepTicket, name: string) => {
    setUsername(name);
    setPending({ ...ticket, issuedAt: Date.now() });
  }, []);

  if (signedInAlready) return <Navigate to={landing} replace />;

  const stepKey = pending?.nextStep ?? 'password';

  return (
    <div className={styles.page} style={colours}>
      <div className={styles.languageCorner}>
        <LanguageSwitch />
      </div>
      <main className={styles.card}>
        <BrandPanel />
        <section className={styles.formPanel} aria-labelledby={titleId} onKeyDownCapture={prefetchSecondStep} onPointerDownCapture={prefetchSecondStep}>
          <div className={styles.formInner}>
            <Typography.Title level={2} id={titleId} className={styles.stepTitle}>
              {t(`${stepKey}.title`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className={styles.stepSubtitle}>
              {t(`${stepKey}.subtitle`)}
            </Typography.Paragraph>
            {pending ? (
              <>
                <Suspense fallback={null}>
                  <SecondStep key={pending.ticket} step={pending} onGranted={grant} />
                </Suspense>
                <BackToSignIn onBack={() => setPending(null)} />
              </>
            ) : (
              <PasswordForm initialUsername={username} onGranted={grant} onNextStep={startStep} />
            )}
          </div>
        </section>
      </main>
    </div>
  );
}
