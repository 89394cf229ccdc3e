import { useCustom } from '@refinedev/core';
import { Alert, Button, Checkbox, Form, Input, Radio, Select, Space, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_PRIORITIES, FEEDBACK_SCREEN } from '../../../../common/customer-service/feedback';
import {
  IN_CALL_REASONS, IN_CALL_REMARK_MAX, IN_CALL_RESOLUTIONS, type InCallCustomerMatch,
} from '../../../../common/customer-service/in-call';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { EMAIL_PATTERN, normalisePhone } from '../../../../common/validators';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Values {
  phone: string; customerId?: number; reason: string; resolution: string; email?: string; remark: string;
  openTicket?: boolean; ticketPriority?: string;
}

/** Record an inbound call: find the caller by the number as typed, confirm the customer, then what happened; an unresolved one may go on as a ticket. */
export function InCallModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<Values>();
  const [phone, setPhone] = useState<string | null>(null);
  const { post, posting } = usePost();
  const { query } = useCustom<InCallCustomerMatch[]>({
    url: 'inCallRecord/callers', method: 'get', config: { query: { phone } }, queryOptions: { enabled: open && phone !== null }, errorNotification: false,
  });
  const matches = phone ? ((query.data?.data as InCallCustomerMatch[] | undefined) ?? []) : [];
  const can = useOperation();
  const unresolved = Form.useWatch('resolution', form) === 'unresolved';
  const wantsTicket = Form.useWatch('openTicket', form) === true;
  const mayTicket = can(actionCode(FEEDBACK_SCREEN, 'add')) && matches.length > 0 && unresolved;

  const find = async () => {
    const { phone: typed } = await form.validateFields(['phone']);
    const found = normalisePhone(typed);
    setPhone(found);
    form.setFieldValue('customerId', undefined);
  };
  const close = () => { form.resetFields(); setPhone(null); onClose(); };
  const save = async () => {
    const { openTicket, ticketPriority, ...values } = await form.validateFields();
    const ticket = mayTicket && openTicket ? { priority: ticketPriority ?? 'normal' } : undefined;
    const done = await post<{ ticket: { feedbackNo: string } | null }>('inCallRecord/save', { ...values, email: values.email || undefined, ticket });
    toastSuccess(done.ticket ? t('messages.inCallTicket', { no: done.ticket.feedbackNo }) : t('messages.inCallSaved'));
    close();
  };
  const onlyOne = matches.length === 1 ? matches[0].id : undefined;

  return (
    <AppModal open={open} title={t('titles.inCall')} onCancel={close} okText={t('actions.save')} cancelText={t('actions.cancel')} width={640}
      confirmLoading={posting} okButtonProps={{ disabled: phone === null || query.isLoading, 'data-testid': 'in-call-save' } as ButtonProps}
      onOk={save}>
      <Form form={form} layout="vertical" initialValues={{ resolution: 'resolved' }}>
        <Form.Item label={t('fields.phone')} required extra={t('hints.phone')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="phone" noStyle rules={[
              { required: true, message: t('errors:validation.phone') },
              { validator: (_, v: string) => (!v || normalisePhone(v) ? Promise.resolve() : Promise.reject(new Error(t('errors:validation.phone')))) },
            ]}>
              <Input aria-label={t('fields.phone')} data-testid="in-call-phone" onPressEnter={() => void find().catch(() => undefined)}
                onChange={() => setPhone(null)} />
            </Form.Item>
            <Button onClick={() => void find().catch(() => undefined)} data-testid="in-call-find">{t('actions.find')}</Button>
          </Space.Compact>
        </Form.Item>
        {phone !== null && !query.isLoading && matches.length === 0 && <Alert type="info" showIcon message={t('hints.noCustomer')} style={{ marginBottom: 16 }} />}
        {matches.length > 0 && (
          <Form.Item name="customerId" label={t('fields.customerId')} initialValue={onlyOne} rules={[{ required: matches.length > 1, message: t('errors.chooseCustomer') }]}>
            <Radio.Group data-testid="in-call-customers">
              <Space direction="vertical">
                {matches.map((m) => <Radio key={m.id} value={m.id}>{`${m.fullName} · ${m.customerNo} · ${m.merchantName}`}</Radio>)}
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('fields.reason')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <Select data-testid="in-call-reason" options={IN_CALL_REASONS.map((r) => ({ value: r, label: t(`options.inCallReason.${r}`) }))} />
        </Form.Item>
        <Form.Item name="resolution" label={t('fields.resolution')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <Radio.Group options={IN_CALL_RESOLUTIONS.map((r) => ({ value: r, label: t(`options.resolution.${r}`) }))} data-testid="in-call-resolution" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[{ pattern: EMAIL_PATTERN, message: t('errors:validation.email') }]}>
          <Input data-testid="in-call-email" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[{ required: true, whitespace: true, message: t('errors:validation.contentEmpty') }, maxLengthRule(t, t('fields.remark'), IN_CALL_REMARK_MAX)]}>
          <TextArea rows={3} max={IN_CALL_REMARK_MAX} data-testid="in-call-remark" />
        </Form.Item>
        {mayTicket && (
          <Space size="large" align="start" wrap>
            <Form.Item name="openTicket" valuePropName="checked" extra={t('hints.ticketFromCall')} style={{ maxWidth: 360 }}>
              <Checkbox data-testid="in-call-ticket">{t('fields.ticket')}</Checkbox>
            </Form.Item>
            {wantsTicket && (
              <Form.Item name="ticketPriority" label={t('fields.ticketPriority')} initialValue="normal">
                <Select style={{ width: 200 }} data-testid="in-call-ticket-priority" options={FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: t(`options.priority.${p}`) }))} />
              </Form.Item>
            )}
          </Space>
        )}
      </Form>
    </AppModal>
  );
}
