import { useCustom } from '@refinedev/core';
import { Alert, Button, Form, Input, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_HELP_SCREEN, type AiHelpKeyStatus } from '../../../../common/customer-service/ai-help';
import { actionCode } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export const KEY_URL = 'aiHelp/key';
const KEY_PATTERN = /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/;

/** Whether the widget's key is set and when it changed; setting a new one (the key is never read back). */
export function KeyCard() {
  const { t } = useTranslation('customerService');
  const can = useOperation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ key: string }>();
  const { post, posting } = usePost({ invalidates: [KEY_URL] });
  const { query } = useCustom<AiHelpKeyStatus>({ url: KEY_URL, method: 'get', errorNotification: false });
  const status = query.data?.data as AiHelpKeyStatus | undefined;

  const save = async () => {
    const { key } = await form.validateFields();
    await post(KEY_URL, { key });
    toastSuccess(t('messages.keySaved'));
    form.resetFields();
    setOpen(false);
  };
  const close = () => { form.resetFields(); setOpen(false); };

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>{t('titles.key')}</Typography.Title>
      {status && (
        <Alert type={status.configured ? 'success' : 'warning'} showIcon data-testid="ai-help-key-status"
          message={status.configured ? t('hints.keySet', { at: formatEat(status.changedAt ?? ''), by: status.changedByName ?? '—' }) : t('hints.keyNotSet')}
          description={t('hints.keyHidden')}
          action={can(actionCode(AI_HELP_SCREEN, 'setKey')) ? <Button onClick={() => setOpen(true)} data-testid="ai-help-set-key">{t('actions.setKey')}</Button> : null} />
      )}
      <AppModal open={open} title={t('titles.key')} onCancel={close} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={posting}
        okButtonProps={{ 'data-testid': 'ai-help-key-save' } as ButtonProps} onOk={save}>
        <Form form={form} layout="vertical">
          <Form.Item name="key" label={t('fields.key')} extra={t('hints.keyFormat')}
            rules={[{ required: true, message: t('errors:validation.required') }, { pattern: KEY_PATTERN, message: t('errors.keyFormat') }]}>
            <Input.Password autoComplete="off" data-testid="ai-help-key" />
          </Form.Item>
        </Form>
      </AppModal>
    </>
  );
}
