/** Escalating or lowering an open ticket: the new priority and why (kept as a note); the due time follows. */
import { Form, Select, Typography, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NOTE_MAX, FEEDBACK_PRIORITIES, FEEDBACK_URLS, type FeedbackRow } from '../../../../common/customer-service/feedback';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export function PriorityModal({ ticket, onClose }: { ticket: FeedbackRow | null; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<{ priority: string; priorityReason: string }>();
  const { post, posting } = usePost();
  useEffect(() => { if (ticket) form.setFieldsValue({ priority: ticket.priority, priorityReason: '' }); }, [ticket, form]);
  const save = async () => {
    const values = await form.validateFields();
    const done = await post<{ priority: string; dueAt: string }>(FEEDBACK_URLS.priority, { id: ticket!.id, ...values });
    toastSuccess(t('messages.priorityChanged', { no: ticket!.feedbackNo, priority: t(`options.shortPriority.${done.priority}`), due: formatEat(done.dueAt) }));
    onClose();
  };
  return (
    <AppModal open={ticket !== null} title={t('titles.priority', { no: ticket?.feedbackNo ?? '' })} onCancel={onClose} confirmLoading={posting}
      okText={t('actions.save')} cancelText={t('actions.cancel')} onOk={save} okButtonProps={{ 'data-testid': 'ticket-priority-ok' } as ButtonProps}>
      <Typography.Paragraph type="secondary">{t('hints.priority')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="ticket-priority">
        <Form.Item name="priority" label={t('fields.priority')} rules={[
          { required: true, message: t('errors:validation.required') },
          { validator: (_, v: string) => (v !== ticket?.priority ? Promise.resolve() : Promise.reject(new Error(t('errors.samePriority')))) },
        ]}>
          <Select data-testid="ticket-priority-select" options={FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: t(`options.priority.${p}`) }))} />
        </Form.Item>
        <Form.Item name="priorityReason" label={t('fields.priorityReason')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.contentEmpty') }, maxLengthRule(t, t('fields.priorityReason'), FEEDBACK_NOTE_MAX)]}>
          <TextArea rows={3} max={FEEDBACK_NOTE_MAX} data-testid="ticket-priority-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
