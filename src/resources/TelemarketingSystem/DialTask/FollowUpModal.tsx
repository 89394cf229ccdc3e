/** Records a follow-up: the customer's intent, when to call again (EAT) and a remark. */
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialTaskRow, TM_ABANDON_RULES, TM_INTENTS } from '../../../../common/telemarketing/dial';
import { AppModal } from '../../../components/crud/AppModal';
import { DATE_TIME_FORMAT } from '../../../../common/time';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { pickToInstant } from '../../../components/time/eat-dayjs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Values { intent: string; nextCallAt?: Dayjs; remark?: string }

export function FollowUpModal({ task, onClose }: { task: DialTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation('telemarketingWork');
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  useEffect(() => { if (task) form.resetFields(); }, [task, form]);

  const save = async () => {
    const values = await form.validateFields();
    const saved = await post<{ abandonedFor: string | null }>('dialTask/followUp', { entryId: task!.entryId, intent: values.intent, nextCallAt: pickToInstant(values.nextCallAt) ?? null, remark: values.remark ?? null });
    toastSuccess(saved.abandonedFor ? t(`results.abandoned.${saved.abandonedFor}`, { count: TM_ABANDON_RULES.notConnectedInARow }) : t('results.followed'));
    onClose();
  };

  return (
    <AppModal open={task !== null} title={t('titles.follow', { phone: task?.phone ?? '' })} onCancel={onClose} confirmLoading={posting}
      onOk={save} okButtonProps={{ 'data-testid': 'follow-ok' } as never}>
      <Form form={form} layout="vertical" name="dial-follow">
        <Form.Item name="intent" label={t('fields.intent')} rules={[{ required: true, message: t('errors.intentRequired') }]}>
          <Select options={TM_INTENTS.map((v) => ({ value: v, label: t(`options.intent.${v}`) }))} data-testid="follow-intent" />
        </Form.Item>
        <Form.Item name="nextCallAt" label={t('fields.nextCallAt')}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), 200)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={200} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
