/** Records a follow-up of an assignment: the call's result (the customer's intent), a note and when to call again (EAT). */
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_NOTE_MAX, CALL_RESULTS, type CallingRow } from '../../../../common/customer-service/calling';
import { AppModal } from '../../../components/crud/AppModal';
import { DATE_TIME_FORMAT } from '../../../../common/time';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { pickToInstant } from '../../../components/time/eat-dayjs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Values { result: string; nextCallAt?: Dayjs; note?: string }

export function FollowUpModal({ row, onClose }: { row: CallingRow | null; onClose: () => void }) {
  const { t } = useTranslation('csCalling');
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  useEffect(() => { if (row) form.resetFields(); }, [row, form]);

  const save = async () => {
    const values = await form.validateFields();
    await post('csCallAssignment/followUp', { id: row!.id, result: values.result, note: values.note ?? null, nextCallAt: pickToInstant(values.nextCallAt) ?? null });
    toastSuccess(t('messages.followed'));
    onClose();
  };

  return (
    <AppModal open={row !== null} title={t('titles.followUp', { name: row?.fullName ?? '' })} onCancel={onClose} confirmLoading={posting}
      okText={t('actions.save')} cancelText={t('actions.cancel')}
      onOk={save} okButtonProps={{ 'data-testid': 'cs-follow-ok' } as never}>
      <Form form={form} layout="vertical" name="cs-follow">
        <Form.Item name="result" label={t('fields.result')} rules={[{ required: true, message: t('errors.resultRequired') }]}>
          <Select options={CALL_RESULTS.map((v) => ({ value: v, label: t(`options.result.${v}`) }))} data-testid="cs-follow-result" />
        </Form.Item>
        <Form.Item name="nextCallAt" label={t('fields.nextCallAt')}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label={t('fields.note')} rules={[maxLengthRule(t, t('fields.note'), CALL_NOTE_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={CALL_NOTE_MAX} data-testid="cs-follow-note" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
