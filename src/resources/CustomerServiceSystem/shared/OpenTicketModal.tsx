/**
 * A new ticket in the feedback queue: the customer found by the phone they call from (or given, from the 360), the
 * category, the priority that sets its due time, what they need, and whether the agent keeps it.
 */
import { Alert, Checkbox, Form, Select, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_PRIORITIES, FEEDBACK_URLS,
} from '../../../../common/customer-service/feedback';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { CallerFields, useCallerLookup } from './CallerLookup';

interface Values { phone?: string; customerId?: number; category: string; priority: string; content: string; take: boolean }
export interface TicketFor { id: number; fullName: string }

export function OpenTicketModal({ open, customer, onClose }: { open: boolean; customer?: TicketFor | null; onClose: (opened: boolean) => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  const lookup = useCallerLookup(form, FEEDBACK_URLS.callers, open && !customer);
  const { phone, matches } = lookup;
  const close = (opened: boolean) => { form.resetFields(); lookup.reset(); onClose(opened); };
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
          <CallerFields lookup={lookup} testId="ticket" chooseAlways noMatch={{ type: 'warning', message: t('errors.ticketNeedsCustomer') }} />
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
