import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIX_DIGITS = /^\d{6}$/;

interface OtpCodeFormProps {
  /** Resolves to whether the code was accepted; the caller shows why it was not. */
  onSubmit: (code: string) => Promise<boolean>;
  label: string;
  disabled?: boolean;
}

/** A six-digit code and its submit button, shared by the e-mail/SMS and authenticator steps. */
export function OtpCodeForm({ onSubmit, label, disabled = false }: OtpCodeFormProps) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm<{ code: string }>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setSubmitting(true);
    const accepted = await onSubmit(code.trim());
    setSubmitting(false);
    if (!accepted) form.setFieldValue('code', '');
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={disabled}>
      <Form.Item
        name="code"
        label={label}
        rules={[
          { required: true, whitespace: true, message: t('errors:auth.codeRequired') },
          { pattern: SIX_DIGITS, message: t('errors:auth.codeWrongFormat') },
        ]}
      >
        <Input
          data-testid="login-code"
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={t('otp.placeholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
      </Form.Item>
      <Button data-testid="login-code-submit" type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('otp.submit')}
      </Button>
    </Form>
  );
}
