import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferences } from '../../providers/storage';
import { FormError } from './FormError';
import { isSessionGrant, loginApi, slideRequired, type SessionGrant, type StepTicket } from './login-api';
import { SlideCheck } from './SlideCheck';
import { useAttempt } from './useAttempt';

interface Credentials {
  username: string;
  password: string;
}

interface PasswordFormProps {
  initialUsername: string;
  onGranted: (grant: SessionGrant) => Promise<void>;
  onNextStep: (ticket: StepTicket, username: string) => void;
}

/**
 * Username, password and, when the browser setting asks for it or the server demands it, the slide check.
 * A slide token serves one attempt: after any failure it is dropped and a new picture is loaded.
 */
export function PasswordForm({ initialUsername, onGranted, onNextStep }: PasswordFormProps) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm<Credentials>();
  const [slideShown, setSlideShown] = useState(() => preferences.getSettings().graphicVerificationIsOpenStatus);
  const [slideToken, setSlideToken] = useState<string | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const { error, setError, attempt } = useAttempt();

  const afterFailure = (failure: unknown) => {
    setSlideToken(null);
    form.setFieldValue('password', '');
    if (slideShown || slideRequired(failure)) {
      setSlideShown(true);
      setSlideRound((round) => round + 1);
    }
  };

  const slidePassed = (token: string) => {
    setSlideToken(token);
    setError(null);
  };

  const submit = async ({ username, password }: Credentials) => {
    if (slideShown && !slideToken) {
      setError(t('errors:auth.slideRequired'));
      return;
    }
    setSubmitting(true);
    await attempt(async () => {
      const answer = await loginApi.login(username.trim(), password, slideToken);
      if (isSessionGrant(answer)) await onGranted(answer);
      else onNextStep(answer, username.trim());
    }, afterFailure);
    setSubmitting(false);
  };

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initialUsername, password: '' }}
      onFinish={submit}
    >
      <Form.Item
        name="username"
        label={t('form.username')}
        rules={[{ required: true, whitespace: true, message: t('errors:validation.usernameRequired') }]}
      >
        <Input
          data-testid="login-username"
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('form.usernamePlaceholder')}
          autoComplete="username"
          autoFocus={!initialUsername}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('form.password')}
        rules={[{ required: true, message: t('errors:validation.passwordRequired') }]}
      >
        <Input.Password
          data-testid="login-password"
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('form.passwordPlaceholder')}
          autoComplete="current-password"
          autoFocus={Boolean(initialUsername)}
        />
      </Form.Item>
      {slideShown && <SlideCheck key={slideRound} onPassed={slidePassed} onExpired={() => setSlideToken(null)} />}
      <FormError message={error} />
      <Button data-testid="login-submit" type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
