import { Form, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EAT_DAY_FORMAT, isAfterEatToday } from '../../../../common/eat-day';
import { AppModal } from '../../../components/crud/AppModal';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { eatNow } from '../../../components/time/eat-dayjs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { QUALITY_URLS } from './quality-api';

/** Samples one EAT day's contacts into the queue again (the hourly job does yesterday and today by itself). */
export function SampleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('quality');
  const [form] = Form.useForm<{ day: Dayjs }>();
  const { post } = usePost();
  const submit = async () => {
    const { day } = await form.validateFields();
    const done = await post<{ day: string; added: number }>(QUALITY_URLS.sample, { day: day.format(EAT_DAY_FORMAT) });
    toastSuccess(t('text.sampleDone', { added: done.added, day: done.day }));
    onClose();
  };
  return (
    <AppModal open={open} title={t('text.sampleTitle')} onCancel={onClose} onOk={submit} okText={t('actions.sample')} cancelText={t('actions.close')}
      okButtonProps={{ 'data-testid': 'quality-sample-submit' } as ButtonProps}>
      <Form form={form} layout="vertical" initialValues={{ day: eatNow().subtract(1, 'day') }}>
        <Form.Item name="day" label={t('fields.day')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <EatDatePicker disabledDate={isAfterEatToday} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
