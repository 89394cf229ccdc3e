import { Alert, Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BILLING_READS, BILLING_TEXT_MAX, BILLING_URLS, RECHARGE_CHANNELS, REFERENCE_PATTERN, rechargeAmountProblem, type RechargeRow,
} from '../../../../common/merchant/billing';
import { formatKes, parseMoneyInput } from '../../../../common/money';
import { receiptProblem } from '../../../../common/money/payment-reference';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { useLookupOptions } from '../../../components/list';
import { KesInput } from '../../../components/money/KesInput';
import { useMoneyConfirm } from '../../../components/money-actions';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastInfo, toastSuccess } from '../../../providers/toast';
import { TextArea, TextInput, maxLengthRule } from '../../../components/inputs';

interface Props {
  open: boolean;
  /** The list's merchant filter, chosen beforehand. */
  merchantId?: number;
  onClose: () => void;
}

/** Record a payment a merchant made; the confirmation names merchant, amount and reference. Another person confirms it later. */
export function RechargeDialog({ open, merchantId, onClose }: Props) {
  const { t } = useTranslation('merchantBilling');
  const [form] = Form.useForm();
  const merchants = useLookupOptions(BILLING_URLS.merchants, open);
  const confirm = useMoneyConfirm();
  const { post } = usePost({ invalidates: [ALL_LISTS, ...BILLING_READS] });
  const unsaved = useUnsavedChanges(form, open);
  const required: Rule = { required: true, whitespace: true, message: t('errors:validation.required') };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ merchantId, channel: 'mpesa' });
  }, [open, merchantId, form]);

  // The same receipt rule as the server's (common/money/payment-reference.ts), re-checked when the channel changes.
  const receiptRule: Rule = {
    validator: async (_, value: string | undefined) => {
      const problem = receiptProblem(form.getFieldValue('channel'), value);
      if (problem) throw new Error(t(`errors:${problem}`));
    },
  };
  const amountRule: Rule = {
    validator: async (_, value: string | undefined) => {
      if (!value) return;
      const cents = parseMoneyInput(value);
      if (cents === null || cents < 0) throw new Error(t(cents === null ? 'errors:validation.money' : 'errors:validation.moneyNegative'));
      const problem = rechargeAmountProblem(cents);
      if (problem) throw new Error(t(problem.key, problem.params));
    },
  };

  const submit = async () => {
    const values = await form.validateFields();
    const details = {
      merchant: merchants.labelOf(values.merchantId) ?? '', amount: formatKes(parseMoneyInput(values.amount) ?? 0),
      channel: t(`options.channel.${values.channel}`), reference: values.channelRef,
    };
    confirm({
      title: t('recharge.confirmTitle', details), content: t('recharge.confirmContent', details),
      run: async (key) => {
        const row = await post<RechargeRow & { duplicate: boolean }>('merchantBilling/recharge', values, { idempotencyKey: key });
        if (row.duplicate) toastInfo(t('recharge.duplicate', { rechargeNo: row.rechargeNo }));
        else toastSuccess(t('recharge.done', { rechargeNo: row.rechargeNo }));
        onClose();
      },
    });
  };

  return (
    <AppModal open={open} title={t('recharge.title')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'recharge-ok' } as never}>
      <Alert type="info" showIcon message={t('recharge.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark name="merchantRecharge">
        <Form.Item name="merchantId" label={t('fields.merchantId')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <Select options={merchants.options} loading={merchants.loading} showSearch optionFilterProp="label" data-testid="field-merchantId" />
        </Form.Item>
        <Form.Item name="amount" label={t('fields.amount')} rules={[required, amountRule]}>
          <KesInput data-testid="field-amount" />
        </Form.Item>
        <Form.Item name="channel" label={t('fields.channel')} rules={[required]}>
          <Select options={RECHARGE_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} data-testid="field-channel" />
        </Form.Item>
        <Form.Item name="channelRef" label={t('fields.channelRef')} dependencies={['channel']}
          rules={[required, { pattern: REFERENCE_PATTERN, message: t('errors.referenceFormat') }, maxLengthRule(t, t('fields.channelRef'), 64), receiptRule]}>
          <TextInput max={64} data-testid="field-channelRef" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), BILLING_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={BILLING_TEXT_MAX} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
