/** Requests an activity's reward or coupon for the task's customer; each choice shows what is left today and in total. */
import { useCustom } from '@refinedev/core';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import type { DialTaskRow } from '../../../../common/telemarketing/dial';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface ActivityOption { value: number; label: string; activityType: string; faceValueCents: number; remainingToday: number; remainingTotal: number }

export function ApplyModal({ task, onClose }: { task: DialTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation('telemarketingWork');
  const [form] = Form.useForm<{ activityId: number; reason?: string }>();
  const { post, posting } = usePost();
  const { result } = useCustom<ActivityOption[]>({ url: 'tmApproval/activityOptions', method: 'get', queryOptions: { enabled: task !== null } });
  const options = Array.isArray(result.data) ? result.data : [];
  useEffect(() => { if (task) form.resetFields(); }, [task, form]);

  const save = async () => {
    const values = await form.validateFields();
    await post('tmApproval/apply', { entryId: task!.entryId, activityId: values.activityId, reason: values.reason ?? null });
    toastSuccess(t('results.applied'));
    onClose();
  };

  return (
    <AppModal open={task !== null} title={t('titles.apply', { phone: task?.phone ?? '' })} onCancel={onClose} confirmLoading={posting}
      onOk={save} okButtonProps={{ 'data-testid': 'apply-ok' } as never}>
      <Form form={form} layout="vertical" name="dial-apply">
        <Form.Item name="activityId" label={t('fields.activityId')} rules={[{ required: true, message: t('errors.activityRequired') }]}>
          <Select data-testid="apply-activity" options={options.map((o) => ({
            value: o.value, disabled: o.remainingToday === 0 || o.remainingTotal === 0,
            label: `${o.label} · ${t(`options.activityType.${o.activityType}`)} ${formatKes(o.faceValueCents)} (${t('hints.remaining', { today: o.remainingToday, total: o.remainingTotal })})`,
          }))} />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} rules={[maxLengthRule(t, t('fields.reason'), 200)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={200} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
