import { useCustom } from '@refinedev/core';
import { Alert, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_REASON_MAX, COUPON_TASK_OPTIONS_URL, type CouponTaskOption } from '../../../../common/coupons/coupon-application';
import { formatKes } from '../../../../common/money';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { IntegerInput, PhoneInput, TextArea, integerRules, maxLengthRule, phoneRule } from '../../../components/inputs';

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
        <Form.Item name="phone" label={label('phone')} rules={[required(label('phone')), phoneRule(t)]}>
          <PhoneInput data-testid="field-phone" />
        </Form.Item>
        <Form.Item name="quantity" label={label('quantity')} dependencies={['taskId']} rules={[required(label('quantity')), ...integerRules(t, label('quantity'),
          { min: 1, max: chosen?.perRequestLimit, maxMessage: t('csCoupon:errors.perRequestExceeded', { limit: chosen?.perRequestLimit }) })]}>
          <IntegerInput data-testid="field-quantity" />
        </Form.Item>
        <Form.Item name="reason" label={label('reason')} rules={[{ ...required(label('reason')), whitespace: true }, maxLengthRule(t, label('reason'), COUPON_REASON_MAX)]}>
          <TextArea autoSize={{ minRows: 3, maxRows: 6 }} max={COUPON_REASON_MAX} data-testid="field-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
