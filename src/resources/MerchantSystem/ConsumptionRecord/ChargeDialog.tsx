import { Alert, Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_READS, BILLING_TEXT_MAX, BILLING_URLS, MAX_CHARGE_QUANTITY, REFERENCE_PATTERN, type ConsumptionRow } from '../../../../common/merchant/billing';
import { formatKes } from '../../../../common/money';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { useLookupOptions } from '../../../components/list';
import { useMoneyConfirm } from '../../../components/money-actions';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { IntegerInput, TextArea, TextInput, integerRules, maxLengthRule } from '../../../components/inputs';

/** A charge by hand (e.g. an SMS bundle): type, quantity and a reference that makes it once; confirmed before it is taken. */
export function ChargeDialog({ open, merchantId, onClose }: { open: boolean; merchantId?: number; onClose: () => void }) {
  const { t } = useTranslation('merchantBilling');
  const [form] = Form.useForm();
  const merchants = useLookupOptions(BILLING_URLS.merchants, open);
  const types = useLookupOptions(BILLING_URLS.types, open);
  const confirm = useMoneyConfirm();
  const { post } = usePost({ invalidates: [ALL_LISTS, ...BILLING_READS] });
  const unsaved = useUnsavedChanges(form, open);
  const required: Rule = { required: true, message: t('errors:validation.required') };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ merchantId, quantity: 1 });
  }, [open, merchantId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const merchant = merchants.labelOf(values.merchantId) ?? '';
    const type = types.labelOf(values.typeId) ?? '';
    confirm({
      title: t('charge.confirmTitle', { merchant, amount: `${values.quantity} × ${type}` }),
      content: values.reference,
      run: async (key) => {
        const row = await post<ConsumptionRow>('merchantBilling/charge', values, { idempotencyKey: key });
        toastSuccess(t('charge.done', { balance: formatKes(row.balanceAfterCents) }));
        onClose();
      },
    });
  };

  return (
    <AppModal open={open} title={t('charge.title')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'charge-ok' } as never}>
      <Alert type="info" showIcon message={t('charge.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark name="merchantCharge">
        <Form.Item name="merchantId" label={t('fields.merchantId')} rules={[required]}>
          <Select options={merchants.options} loading={merchants.loading} showSearch optionFilterProp="label" data-testid="field-merchantId" />
        </Form.Item>
        <Form.Item name="typeId" label={t('fields.typeId')} rules={[required]}>
          <Select options={types.options} loading={types.loading} showSearch optionFilterProp="label" data-testid="field-typeId" />
        </Form.Item>
        <Form.Item name="quantity" label={t('fields.quantity')} rules={[required, ...integerRules(t, t('fields.quantity'), { min: 1, max: MAX_CHARGE_QUANTITY })]}>
          <IntegerInput data-testid="field-quantity" />
        </Form.Item>
        <Form.Item name="reference" label={t('fields.reference')} rules={[required, { pattern: REFERENCE_PATTERN, message: t('errors.referenceFormat') }, maxLengthRule(t, t('fields.reference'), 64)]}>
          <TextInput max={64} data-testid="field-reference" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), BILLING_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={BILLING_TEXT_MAX} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
