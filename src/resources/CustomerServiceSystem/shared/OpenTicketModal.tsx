/**
 * A new ticket in the feedback queue: the customer found by the phone they call from (or given, from the 360), the
 * category, the priority that sets its due time, what they need, and whether the agent keeps it.
 */
import { useCustom } from '@refinedev/core';
import { Alert, Button, Checkbox, Form, Input, Radio, Select, Space, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_PRIORITIES, FEEDBACK_URLS,
} from '../../../../common/customer-service/feedback';
import type { InCallCustomerMatch } from '../../../../common/customer-service/in-call';
import { formatEat } from '../../../../common/time';
import { normalisePhone } from '../../../../common/validators';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

interface Values { phone?: string; customerId?: number; category: string; priority: string; content: string; take: boolean }
export interface TicketFor { id: number; fullName: string }

export function OpenTicketModal({ open, customer, onClose }: { open: boolean; customer?: TicketFor | null; onClose: (opened: boolean) => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<Values>();
  const [phone, setPhone] = useState<string | null>(null);
  const { post, posting } = usePost();
  const { query } = useCustom<InCallCustomerMatch[]>({
    url: FEEDBACK_URLS.callers, method: 'get', config: { query: { phone } }, queryOptions: { enabled: open && !customer && phone !== null }, errorNotification: false,
  });
  const matches = phone ? ((query.data?.data as InCallCustomerMatch[] | undefined) ?? []) : [];

  const find = async () => {
    const { phone: typed } = await form.validateFields(['phone']);
    setPhone(normalisePhone(typed ?? ''));
    form.setFieldValue('customerId', undefined);
  };
  const close = (opened: boolean) => { form.resetFields(); setPhone(null); onClose(opened); };
  const save = async () => {
    const { phone: _typed, ...values } = await form.validateFields();
    const customerId = customer?.id ?? values.customerId ?? (matches.length === 1 ? matches[0].id : undefined);
    if (!customerId) return;
    const done = await post<{ feedbackNo: string; dueAt: string }>(FEEDBACK_URLS.open, { ...values, customerId });
    toastSuccess(t('messages.ticketOpened', { no: done.feedbackNo, due: formatEat(done.dueAt) }));
    close(true);
  };
  const chosen = customer ?? (phone !== null && matches.length > 0);

  return (
    <AppModal open={open} title={customer ? `${t('titles.openTicket')} — ${customer.fullName}` : t('titles.openTicket')} onCancel={() => close(false)}
      okText={t('actions.open')} cancelText={t('actions.cancel')} width={640} confirmLoading={posting} onOk={save}
      okButtonProps={{ disabled: !chosen, 'data-testid': 'ticket-open-ok' } as ButtonProps}>
      <Alert type="info" showIcon message={t('hints.openTicket')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ priority: 'normal', take: true }} name="open-ticket">
        {!customer && (
          <Form.Item label={t('fields.phone')} required extra={t('hints.phone')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="phone" noStyle rules={[
                { required: true, message: t('errors:validation.phone') },
                { validator: (_, v: string) => (!v || normalisePhone(v) ? Promise.resolve() : Promise.reject(new Error(t('errors:validation.phone')))) },
              ]}>
                <Input aria-label={t('fields.phone')} data-testid="ticket-phone" onPressEnter={() => void find().catch(() => undefined)} onChange={() => setPhone(null)} />
              </Form.Item>
              <Button onClick={() => void find().catch(() => undefined)} data-testid="ticket-find">{t('actions.find')}</Button>
            </Space.Compact>
          </Form.Item>
        )}
        {!customer && phone !== null && !query.isLoading && matches.length === 0 && <Alert type="warning" showIcon message={t('errors.ticketNeedsCustomer')} style={{ marginBottom: 16 }} />}
        {!customer && matches.length > 0 && (
          <Form.Item name="customerId" label={t('fields.customerId')} initialValue={matches.length === 1 ? matches[0].id : undefined}
            rules={[{ required: true, message: t('errors.chooseCustomer') }]}>
            <Radio.Group data-testid="ticket-customers">
              <Space direction="vertical">
                {matches.map((m) => <Radio key={m.id} value={m.id}>{`${m.fullName} · ${m.customerNo} · ${m.merchantName}`}</Radio>)}
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
        <Space size="large" wrap>
          <Form.Item name="category" label={t('fields.category')} rules={[{ required: true, message: t('errors:validation.required') }]}>
            <Select style={{ width: 200 }} data-testid="ticket-category" options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`options.feedbackCategory.${c}`) }))} />
          </Form.Item>
          <Form.Item name="priority" label={t('fields.priority')} rules={[{ required: true, message: t('errors:validation.required') }]}>
            <Select style={{ width: 200 }} data-testid="ticket-priority" options={FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: t(`options.priority.${p}`) }))} />
          </Form.Item>
        </Space>
        <Form.Item name="content" label={t('fields.content')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.contentEmpty') }, maxLengthRule(t, t('fields.content'), FEEDBACK_CONTENT_MAX)]}>
          <TextArea rows={4} max={FEEDBACK_CONTENT_MAX} data-testid="ticket-content" />
        </Form.Item>
        <Form.Item name="take" valuePropName="checked"><Checkbox data-testid="ticket-take">{t('fields.take')}</Checkbox></Form.Item>
      </Form>
    </AppModal>
  );
}
