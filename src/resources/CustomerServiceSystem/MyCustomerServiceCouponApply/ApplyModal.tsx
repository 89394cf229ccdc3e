import { useCustom } from '@refinedev/core';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_REASON_MAX, COUPON_TASK_OPTIONS_URL, type CouponTaskOption } from '../../../../common/coupons/coupon-application';
import { formatKes } from '../../../../common/money';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';

export interface ApplyValues { taskId: number; phone: string; quantity: number; reason: string }

interface Props { open: boolean; onClose: () => void; onSubmit: (values: ApplyValues) => Promise<unknown> }

/** The apply dialog: task (with what is left to the agent), customer phone (any typed form), coupons, reason. */
export function ApplyModal({ open, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(form, open);
  const tasks = useCustom<CouponTaskOption[]>({ url: COUPON_TASK_OPTIONS_URL, method: 'get', queryOptions: { enabled: open }, meta: { silent: true }, errorNotification: false });
  const options = tasks.query.data?.data ?? [];
  const taskId = Form.useWatch('taskId', form);
  const chosen = options.find((o) => o.value === taskId);
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);
  const required = (label: string) => ({ required: true, message: t('errors:validation.required', { field: label }) });
  const label = (field: string) => t(`csCoupon:fields.${field}`);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try { await onSubmit(values); } finally { setSaving(false); }
  };

  return (
    <AppModal open={open} title={t('csCoupon:titles.apply')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      confirmLoading={saving} okText={t('actions.confirm')} cancelText={t('actions.cancel')} okButtonProps={{ 'data-testid': 'apply-ok' } as never}>
      <Alert type="info" showIcon message={t('csCoupon:hints.apply')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark initialValues={{ quantity: 1 }}>
        <Form.Item name="taskId" label={label('taskId')} rules={[required(label('taskId'))]}
          extra={chosen && t('csCoupon:hints.remaining', { amount: formatKes(chosen.faceValueCents), perRequest: chosen.perRequestLimit, today: chosen.remainingToday, total: chosen.remainingTotal })}>
          <Select options={options} loading={tasks.query.isLoading} showSearch optionFilterProp="label" data-testid="field-taskId" />
        </Form.Item>
        <Form.Item name="phone" label={label('phone')} rules={[required(label('phone'))]}>
          <Input maxLength={20} inputMode="tel" data-testid="field-phone" />
        </Form.Item>
        <Form.Item name="quantity" label={label('quantity')} rules={[required(label('quantity'))]}>
          <InputNumber min={1} max={chosen?.perRequestLimit} precision={0} style={{ width: '100%' }} data-testid="field-quantity" />
        </Form.Item>
        <Form.Item name="reason" label={label('reason')} rules={[{ ...required(label('reason')), whitespace: true }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={COUPON_REASON_MAX} showCount data-testid="field-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
