import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsAttemptView } from '../../../common/contact/sms-delivery';
import { MESSAGE_TYPES_OF, smsTestSendUrl, type SmsRouteKind } from '../../../common/contact/sms-routing';
import type { LookupOption } from '../list/useLookupOptions';
import { usePost } from '../../hooks/usePost';
import { PhoneInput, phoneRule } from '../inputs';

interface TestSendForm { phone: string; merchantId?: number; messageType: string }
interface TestSendResult { id: number; status: 'submitted' | 'sent' | 'failed'; provider: string; providerRef: string | null; attempts: SmsAttemptView[] }

/** Sends a short test text through the routes now in force and shows which provider carried it, attempt by attempt. */
export function TestSendModal({ kind, open, onClose, merchants }: { kind: SmsRouteKind; open: boolean; onClose: () => void; merchants: LookupOption[] }) {
  const { t } = useTranslation('smsRoute');
  const [form] = Form.useForm<TestSendForm>();
  const { post } = usePost();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TestSendResult | null>(null);
  const required = { required: true, message: t('errors:validation.required') };

  const submit = async (values: TestSendForm) => {
    setSending(true);
    try {
      setResult(await post<TestSendResult>(smsTestSendUrl(kind), { ...values, merchantId: values.merchantId ?? null }, { invalidates: false }));
    } finally {
      setSending(false);
    }
  };
  const close = () => {
    setResult(null);
    form.resetFields();
    onClose();
  };

  return (
    <Modal open={open} title={t('testSend.title')} onCancel={close} onOk={() => form.submit()} okText={t('testSend.send')}
      cancelText={t('common:actions.close')} confirmLoading={sending} destroyOnHidden okButtonProps={{ 'data-testid': 'test-send-ok' } as never}>
      <Typography.Paragraph type="secondary">{t('testSend.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ messageType: MESSAGE_TYPES_OF[kind][0] }}>
        <Form.Item name="phone" label={t('fields.phone')} rules={[required, phoneRule(t)]}>
          <PhoneInput placeholder="0712 345 678" data-testid="test-send-phone" />
        </Form.Item>
        <Form.Item name="merchantId" label={t('fields.merchantId')}>
          <Select allowClear options={merchants} placeholder={t('allMerchants')} data-testid="test-send-merchant" />
        </Form.Item>
        <Form.Item name="messageType" label={t('fields.messageType')} rules={[required]}>
          <Select options={MESSAGE_TYPES_OF[kind].map((type) => ({ value: type, label: t(`options.messageType.${type}`) }))} data-testid="test-send-type" />
        </Form.Item>
      </Form>
      {result && (
        <Alert type={result.status === 'failed' ? 'error' : 'success'} data-testid="test-send-result"
          message={t('testSend.result', { provider: t(`options.provider.${result.provider}`, { defaultValue: result.provider }), status: t(`statuses.${result.status}`) })}
          description={result.attempts.map((a) => (
            <div key={a.attempt}>{t('attempt', { n: a.attempt, provider: t(`options.provider.${a.provider}`, { defaultValue: a.provider }), status: t(`attemptStatuses.${a.status}`) })}{a.reason ? ` (${t(`reasons.${a.reason}`, { defaultValue: a.reason })})` : ''}</div>
          ))} />
      )}
    </Modal>
  );
}
