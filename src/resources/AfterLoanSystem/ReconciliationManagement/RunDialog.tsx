import { Alert, App, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationRunResult } from '../../../../common/money/reconciliation';
import { PAYMENT_CHANNELS } from '../../../../common/money/statuses';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { usePost } from '../../../hooks/usePost';
import { toastInfo, toastSuccess } from '../../../providers/toast';
import { EAT_DAY_FORMAT, eatYesterday, isAfterEatToday } from '../../../../common/eat-day';

interface Props {
  open: boolean;
  onClose: () => void;
  onDone: (run: ReconciliationRunResult) => void;
}

/** Choose a channel and an EAT day, confirm, and reconcile; a re-run replaces that day's earlier results. */
export function RunDialog({ open, onClose, onDone }: Props) {
  const { t } = useTranslation('reconciliation');
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ channel: string; day: Dayjs }>();
  const { post, posting: running } = usePost();
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (open) form.setFieldsValue({ channel: PAYMENT_CHANNELS[0], day: eatDayPick(eatYesterday()) });
  }, [open, form]);

  const execute = async (channel: string, day: string) => {
    const run = await post<ReconciliationRunResult>('reconciliation/run', { channel, day });
    const problems = run.missingInChannel + run.missingInBooks + run.amountDiffers;
    toastSuccess(t('run.done', { channel: t(`options.channel.${channel}`), day, matched: run.matched, problems }));
    if (run.pending > 0) toastInfo(t('run.pending', { count: run.pending }));
    onDone(run);
  };

  const submit = async () => {
    const values = await form.validateFields();
    const day = values.day.format(EAT_DAY_FORMAT);
    modal.confirm({
      title: t('run.confirmTitle', { channel: t(`options.channel.${values.channel}`), day }), content: t('run.confirmContent'),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: () => execute(values.channel, day),
    });
  };

  return (
    <AppModal open={open} title={t('run.title')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit} confirmLoading={running}
      okText={t('actions.run')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'run-submit' } as never}>
      <Alert type="info" showIcon message={t('run.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark data-testid="run-form">
        <Form.Item name="channel" label={t('fields.channel')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <Select data-testid="run-channel" options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} />
        </Form.Item>
        <Form.Item name="day" label={t('fields.day')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <EatDatePicker style={{ width: '100%' }} disabledDate={isAfterEatToday} allowClear={false} data-testid="run-day" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
