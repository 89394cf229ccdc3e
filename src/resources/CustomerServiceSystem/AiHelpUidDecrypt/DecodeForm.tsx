import { Alert, Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_HELP_SCREEN, AI_HELP_UID_MAX, type AiHelpDecodeResult } from '../../../../common/customer-service/ai-help';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { useCustomer360 } from '../shared/useCustomer360';
import { TextInput, maxLengthRule } from '../../../components/inputs';

/** Paste a help-session uid; the server opens it with the key and names the customer (the decode is logged). */
export function DecodeForm() {
  const { t } = useTranslation('customerService');
  const can = useOperation();
  const [form] = Form.useForm<{ uid: string }>();
  const [result, setResult] = useState<AiHelpDecodeResult | null>(null);
  const { post, posting } = usePost();
  const customer360 = useCustomer360();
  if (!can(actionCode(AI_HELP_SCREEN, 'decode'))) return null;

  const decode = async () => {
    const { uid } = await form.validateFields();
    setResult(null);
    setResult(await post<AiHelpDecodeResult>('aiHelp/decode', { uid: uid.trim() }));
  };
  const [open360] = result ? customer360.actions(result.customerId, result.fullName) : [];

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>{t('titles.decode')}</Typography.Title>
      <Form form={form} layout="inline" onFinish={() => void decode().catch(() => undefined)}>
        <Form.Item name="uid" label={t('fields.uid')} style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }, maxLengthRule(t, t('fields.uid'), AI_HELP_UID_MAX)]}>
          <TextInput max={AI_HELP_UID_MAX} data-testid="ai-help-uid" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={posting} data-testid="ai-help-decode">{t('actions.decode')}</Button>
      </Form>
      {result && (
        <Alert type="success" showIcon style={{ marginTop: 12 }} data-testid="ai-help-result"
          message={<Space wrap>{t('hints.decoded', { name: result.fullName, customerNo: result.customerNo, merchant: result.merchantName })}
            {open360 && <Button size="small" onClick={open360.onClick}>{open360.label}</Button>}</Space>} />
      )}
      {customer360.drawer}
    </>
  );
}
