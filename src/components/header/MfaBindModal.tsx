/** Bind an authenticator app of one's own accord: scan the QR code (or type the secret), then confirm a code. */
import { Alert, Button, Form, Image, Input, Modal, Space, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MFA_WINDOW_MS } from '../../../common/constants';
import { usePost } from '../../hooks/usePost';
import { toastSuccess, toastWarning } from '../../providers/toast';
import { useMfaEnrolment } from './mfa/useMfaEnrolment';
import { MODAL_PROPS } from './modal-props';
import { useSubmit } from './useSubmit';

export interface MfaBindModalProps {
  open: boolean;
  onClose: () => void;
}

const CODE_PATTERN = /^\d{6}$/;

export function MfaBindModal({ open, onClose }: MfaBindModalProps) {
  const { t } = useTranslation('header');
  const [form] = Form.useForm<{ code: string }>();
  const { enrolment, loading, error, restart, isExpired } = useMfaEnrolment(open);
  const { post } = usePost();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const [bind, binding] = useSubmit(useCallback(async ({ code }: { code: string }) => {
    if (!enrolment) return;
    if (isExpired()) {
      toastWarning(t('mfa.expired'));
      form.resetFields();
      restart();
      return;
    }
    await post('user/mfa/bind', { secret: enrolment.secret, code: code.trim() });
    toastSuccess(t('mfa.bound'));
    form.resetFields();
    onClose();
  }, [enrolment, isExpired, restart, form, onClose, post, t]));

  return (
    <Modal
      {...MODAL_PROPS}
      open={open}
      title={t('mfa.title')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('mfa.submit')}
      cancelText={t('common:actions.cancel', { defaultValue: 'Cancel' })}
      okButtonProps={{ disabled: !enrolment }}
      confirmLoading={binding}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="mfa-bind">
        <Typography.Paragraph>{t('mfa.instructions', { minutes: MFA_WINDOW_MS / 60_000 })}</Typography.Paragraph>
        {loading && <Spin />}
        {error && (
          <Alert type="error" showIcon message={t('mfa.setupFailed')} description={error.message}
            action={<Button size="small" onClick={restart}>{t('common:table.retry', { defaultValue: 'Retry' })}</Button>} />
        )}
        {enrolment && !loading && (
          <>
            <Image src={enrolment.qrDataUrl} alt={t('mfa.qrAlt')} width={200} height={200} preview={false} />
            <Typography.Text>
              {t('mfa.secret')} <Typography.Text code copyable data-testid="mfa-secret">{enrolment.secret}</Typography.Text>
            </Typography.Text>
          </>
        )}
        <Form form={form} layout="vertical" onFinish={bind}>
          <Form.Item name="code" label={t('mfa.code')} rules={[
            { required: true, message: t('errors:auth.codeRequired') },
            { pattern: CODE_PATTERN, message: t('errors:auth.codeWrongFormat') },
          ]}>
            <Input.OTP length={6} disabled={!enrolment} />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
