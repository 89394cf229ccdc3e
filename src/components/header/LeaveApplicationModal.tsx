/** Apply for leave (start and end in East Africa Time, optional reason) and see one's own applications. */
import { Divider, Form, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePost } from '../../hooks/usePost';
import { toastSuccess } from '../../providers/toast';
import { DATE_TIME_FORMAT } from '../../../common/time';
import { EatDatePicker } from '../time/EatDatePicker';
import { pickToInstant } from '../time/eat-dayjs';
import { LeaveHistory } from './leave/LeaveHistory';
import { LEAVE_REASON_MAX } from './leave/leave.types';
import { useUnsavedChanges } from '../crud/useUnsavedChanges';
import { MODAL_PROPS } from './modal-props';
import { useSubmit } from './useSubmit';
import { TextArea } from '../inputs';

export interface LeaveApplicationModalProps {
  open: boolean;
  onClose: () => void;
}

interface LeaveForm {
  startAt: Dayjs;
  endAt: Dayjs;
  reason?: string;
}

export function LeaveApplicationModal({ open, onClose }: LeaveApplicationModalProps) {
  const { t } = useTranslation('header');
  const [form] = Form.useForm<LeaveForm>();
  const [version, setVersion] = useState(0);
  const unsaved = useUnsavedChanges(form, open);
  const { post } = usePost();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const [apply, applying] = useSubmit(useCallback(async (values: LeaveForm) => {
    const reason = values.reason?.trim();
    await post('leave/apply', {
      startAt: pickToInstant(values.startAt),
      endAt: pickToInstant(values.endAt),
      ...(reason ? { reason } : {}),
    });
    toastSuccess(t('leave.applied'));
    form.resetFields();
    setVersion((n) => n + 1);
  }, [form, post, t]));

  const required: Rule = { required: true, message: t('errors:validation.required') };
  const endRules: Rule[] = [
    required,
    ({ getFieldValue }) => ({
      validator: async (_, end?: Dayjs) => {
        const start = getFieldValue('startAt') as Dayjs | undefined;
        if (start && end && !end.isAfter(start)) throw new Error(t('errors:leave.endBeforeStart'));
      },
    }),
  ];

  return (
    <Modal
      {...MODAL_PROPS}
      width="50%"
      open={open}
      title={t('leave.title')}
      onCancel={() => unsaved.askBeforeDiscarding(close)}
      onOk={() => form.submit()}
      okText={t('leave.submit')}
      cancelText={t('common:actions.close', { defaultValue: 'Close' })}
      confirmLoading={applying}
    >
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" onFinish={apply} data-testid="leave-form">
        <Form.Item name="startAt" label={t('leave.startAt')} rules={[required]}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="endAt" label={t('leave.endAt')} rules={endRules} dependencies={['startAt']} extra={t('leave.timeZoneHelp')}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={t('leave.reason')}
          rules={[{ max: LEAVE_REASON_MAX, message: t('errors:validation.tooLong') }]}>
          <TextArea rows={3} max={LEAVE_REASON_MAX} />
        </Form.Item>
      </Form>
      <Divider />
      <LeaveHistory active={open} version={version} />
    </Modal>
  );
}
