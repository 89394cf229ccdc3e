/** Change one's own password; when `forced`, the user must do so (or sign out) before anything else. */
import { useLogout } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isPassword } from '../../../common/validators';
import { usePost } from '../../hooks/usePost';
import { session } from '../../providers/storage';
import { toastSuccess } from '../../providers/toast';
import { useUnsavedChanges } from '../crud/useUnsavedChanges';
import { MODAL_PROPS } from './modal-props';
import { useSubmit } from './useSubmit';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** The account must change its password first: no cancel, only submit or sign out. */
  forced?: boolean;
}

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordModal({ open, onClose, forced = false }: ChangePasswordModalProps) {
  const { t } = useTranslation('header');
  const [form] = Form.useForm<PasswordForm>();
  // Unique field ids: the forced and the menu's modal are both rendered, and a label must point at its own input.
  const formName = `change-password${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const { mutate: logout, isPending: signingOut } = useLogout();
  const unsaved = useUnsavedChanges(form, open && !forced);
  // One's own password: no list shows it.
  const { post } = usePost({ invalidates: false });

  const close = useCallback(() => {
    form.resetFields();
    onClose();
  }, [form, onClose]);

  const [submit, submitting] = useSubmit(useCallback(async (values: PasswordForm) => {
    await post('changePwd', values);
    session.setMustChangePassword(false);
    toastSuccess(t('password.changed'));
    close();
  }, [close, post, t]));

  const required: Rule = { required: true, message: t('errors:validation.passwordRequired') };
  const newPasswordRules: Rule[] = [
    required,
    { validator: async (_, value?: string) => { if (value && !isPassword(value)) throw new Error(t('errors:validation.password')); } },
    ({ getFieldValue }) => ({
      validator: async (_, value?: string) => {
        if (value && value === getFieldValue('oldPassword')) throw new Error(t('errors:auth.passwordUnchanged'));
      },
    }),
  ];
  const confirmRules: Rule[] = [
    required,
    ({ getFieldValue }) => ({
      validator: async (_, value?: string) => {
        if (value && value !== getFieldValue('newPassword')) throw new Error(t('errors:validation.passwordsDiffer'));
      },
    }),
  ];

  const footer = forced
    ? [
      <Button key="signOut" loading={signingOut} onClick={() => logout()} data-testid="change-password-sign-out">{t('password.signOut')}</Button>,
      <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>{t('password.submit')}</Button>,
    ]
    : undefined;

  return (
    <Modal
      {...MODAL_PROPS}
      open={open}
      title={t('password.title')}
      closable={!forced}
      onCancel={forced ? undefined : () => unsaved.askBeforeDiscarding(close)}
      onOk={() => form.submit()}
      okText={t('password.submit')}
      cancelText={t('common:actions.cancel', { defaultValue: 'Cancel' })}
      confirmLoading={submitting}
      footer={footer}
    >
      <div data-testid="change-password-modal">
        {forced && <Alert type="warning" showIcon message={t('errors:errors.mustChangePassword')} style={{ marginBottom: 16 }} />}
        <Form form={form} onValuesChange={unsaved.onValuesChange} name={formName} layout="vertical" onFinish={submit} requiredMark>
          <Form.Item name="oldPassword" label={t('password.oldPassword')} rules={[required]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('password.newPassword')} rules={newPasswordRules} dependencies={['oldPassword']}
            extra={t('password.policy')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('password.confirmPassword')} rules={confirmRules} dependencies={['newPassword']}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
