/** A supervisor gives a ticket to a service agent: online agents first, an offline one cannot take it. */
import { Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_URLS, type FeedbackRow } from '../../../../common/customer-service/feedback';
import { AppModal } from '../../../components/crud/AppModal';
import { useLookupOptions } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

type AgentOption = { value: number; label: string; workingStatus?: string };

export function AssignTicketModal({ ticket, onClose }: { ticket: FeedbackRow | null; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const [form] = Form.useForm<{ agentUserId: number }>();
  const { post, posting } = usePost();
  const agents = useLookupOptions(FEEDBACK_URLS.agents, ticket !== null);
  useEffect(() => { if (ticket) form.resetFields(); }, [ticket, form]);
  const options = (agents.options as AgentOption[]).map((a) => ({
    value: a.value, disabled: a.workingStatus === 'offline',
    label: a.workingStatus ? `${a.label} · ${t(`options.workingStatus.${a.workingStatus}`)}` : a.label,
  }));
  const save = async () => {
    const { agentUserId } = await form.validateFields();
    await post(FEEDBACK_URLS.assign, { id: ticket!.id, agentUserId });
    toastSuccess(t('messages.assigned', { no: ticket!.feedbackNo }));
    onClose();
  };
  return (
    <AppModal open={ticket !== null} title={t('titles.assign', { no: ticket?.feedbackNo ?? '' })} onCancel={onClose} confirmLoading={posting}
      okText={t('actions.assign')} cancelText={t('actions.cancel')} onOk={save} okButtonProps={{ 'data-testid': 'ticket-assign-ok' } as never}>
      <Form form={form} layout="vertical" name="ticket-assign">
        <Form.Item name="agentUserId" label={t('fields.agentUserId')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <Select options={options} loading={agents.loading} showSearch optionFilterProp="label" data-testid="ticket-assign-agent" />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('hints.agent')}</Typography.Text>
    </AppModal>
  );
}
