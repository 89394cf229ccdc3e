import { Checkbox, Form, Input, Radio, Select, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_PRIORITIES, FEEDBACK_SCREEN } from '../../../../common/customer-service/feedback';
import { IN_CALL_REASONS, IN_CALL_REMARK_MAX, IN_CALL_RESOLUTIONS } from '../../../../common/customer-service/in-call';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { EMAIL_PATTERN } from '../../../../common/validators';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { CallerFields, useCallerLookup } from '../shared/CallerLookup';

interface Values {
  phone: string; customerId?: number; reason: string; resolution: string; email?: string; remark: string;
  openTicket?: boolean; ticketPriority?: string;
}

/** Record an inbound call: find the caller by the number as typed, confirm the customer, then what happened; an unresolved one may go on as a ticket. */
export function InCallModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  const lookup = useCallerLookup(form, 'inCallRecord/callers', open);
  const { phone, matches } = lookup;
  const can = useOperation();
  const unresolved = Form.useWatch('resolution', form) === 'unresolved';
  const wantsTicket = Form.useWatch('openTicket', form) === true;
  const mayTicket = can(actionCode(FEEDBACK_SCREEN, 'add')) && matches.length > 0 && unresolved;

  const close = () => { form.resetFields(); lookup.reset(); onClose(); };
  const save = async () => {
    const { openTicket, ticketPriority, ...values } = await form.validateFields();
    const ticket = mayTicket && openTicket ? { priority: ticketPriority ?? 'normal' } : undefined;
    const done = await post<{ ticket: { feedbackNo: string } | null }>('inCallRecord/save', { ...values, email: values.email || undefined, ticket });
    toastSuccess(done.ticket ? t('messages.inCallTicket', { no: done.ticket.feedbackNo }) : t('messages.inCallSaved'));
    close();
  };

  return (
    <AppModal open={open} title={t('titles.inCall')} onCancel={close} okText={t('actions.save')} cancelText={t('actions.cancel')} width={640}
      confirmLoading={posting} okButtonProps={{ disabled: phone === null || lookup.loading, 'data-testid': 'in-call-save' } as ButtonProps}
      onOk={save}>
      <Form form={form} layout="vertical" initialValues={{ resolution: 'resolved' }}>
        <CallerFields lookup={lookup} testId="in-call" chooseAlways={false} noMatch={{ type: 'info', message: t('hints.noCustomer') }} />
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
