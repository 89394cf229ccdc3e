/** Picks the service agent who takes customers (ListLibraryManage) or assignments (CallingAssignments); online agents first. */
import { Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CS_AGENTS_URL } from '../../../../common/customer-service/list-library';
import { AppModal } from '../../../components/crud/AppModal';
import { useLookupOptions } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

/** What the dialog sends: the url, the body without the agent, how many rows it covers and how the title and toast read. */
export interface AgentAssignRequest {
  url: string;
  body: Record<string, unknown>;
  count: number;
  kind: 'assign' | 'reassign';
}

type AgentOption = { value: number; label: string; workingStatus?: string };

export function AgentAssignModal({ request, onClose }: { request: AgentAssignRequest | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('csCalling');
  const [form] = Form.useForm<{ agentUserId: number }>();
  const { post, posting } = usePost();
  const agents = useLookupOptions(CS_AGENTS_URL, request !== null);
  useEffect(() => { if (request) form.resetFields(); }, [request, form]);
  const options = (agents.options as AgentOption[]).map((a) => ({
    value: a.value, disabled: a.workingStatus === 'offline',
    label: a.workingStatus ? `${a.label} · ${t(`options.workingStatus.${a.workingStatus}`)}` : a.label,
  }));

  const save = async () => {
    const { agentUserId } = await form.validateFields();
    const done = await post<Record<string, number>>(request!.url, { ...request!.body, agentUserId });
    const count = done.assigned ?? done.reassigned ?? request!.count;
    toastSuccess(t(request!.kind === 'assign' ? 'messages.assigned' : 'messages.reassigned', { count }));
    onClose(true);
  };

  return (
    <AppModal open={request !== null} title={t(`titles.${request?.kind ?? 'assign'}`, { count: request?.count ?? 0 })} onCancel={() => onClose(false)}
      confirmLoading={posting} okText={t('actions.assign')} cancelText={t('actions.cancel')}
      onOk={save} okButtonProps={{ 'data-testid': 'cs-assign-ok' } as never}>
      <Form form={form} layout="vertical" name="cs-assign">
        <Form.Item name="agentUserId" label={t('fields.agentUserId')} rules={[{ required: true, message: t('errors.notAgent') }]}>
          <Select options={options} loading={agents.loading} showSearch optionFilterProp="label" data-testid="cs-assign-agent" />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('hints.agent')}</Typography.Text>
    </AppModal>
  );
}
