import { useCustom } from '@refinedev/core';
import { Alert, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIVING_ACCOUNT_MAX, RECEIVING_NAME_MAX, REFUND_TEXT_MAX, type RefundableInfo } from '../../../../common/money/refund';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../../common/money/statuses';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { KesInput } from '../../../components/money';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ApiError } from '../../../providers/envelope';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { amountRules, phoneRule, requiredRule } from './refund-form-rules';
import { RefundableSummary } from './RefundableSummary';
import { PhoneInput, TextArea, TextInput, maxLengthRule } from '../../../components/inputs';

interface Props {
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}

/** Apply for a refund: the order's refundable money is shown once its number is entered; the amount is checked as the server checks it. */
export function RefundApplyModal({ open, onClose, onApplied }: Props) {
  const { t } = useTranslation('refund');
  const [form] = Form.useForm();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  /** The order number looked up (on blur or Enter); its refundable money is read through Refine's useCustom. */
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const refundable = useCustom<RefundableInfo>({
    url: 'refund/refundable', method: 'get', config: { query: { orderNo } }, meta: { silent: true }, errorNotification: false,
    // Another order's money is never shown while this one's loads; a refusal (no such order) is shown at once, not retried.
    queryOptions: { enabled: orderNo !== null, placeholderData: undefined, retry: false },
  });
  // `query.data`, not `result.data`: Refine answers an empty object there until the data has arrived.
  const info = orderNo === null ? null : refundable.query.data?.data ?? null;
  const lookupError = orderNo === null ? null : refundable.query.error;
  const { post, posting: saving } = usePost();
  const channel = Form.useWatch('channel', form) as PaymentChannel | undefined;
  const bank = channel === 'bank';
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setOrderNo(null);
    renew();
  }, [open, form, renew]);

  // The amount is checked again against the order's refundable money once it arrives; a refusal shows on the order number.
  useEffect(() => {
    if (info && form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [info, form]);
  useEffect(() => {
    if (lookupError) form.setFields([{ name: 'orderNo', errors: [lookupError instanceof ApiError ? lookupError.message : String(lookupError)] }]);
  }, [lookupError, form]);

  const lookUp = () => {
    const typed = String(form.getFieldValue('orderNo') ?? '').trim();
    if (!typed) return;
    if (typed !== orderNo) setOrderNo(typed);
    else if (lookupError) void refundable.query.refetch();
  };

  const submit = async () => {
    const values = await form.validateFields();
    await post('refund/apply', values, { idempotencyKey: idempotency.key });
    idempotency.renew();
    toastSuccess(t('apply.done'));
    onApplied();
  };

  return (
    <AppModal open={open} title={t('apply.title')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit} confirmLoading={saving}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'refund-apply-ok' } as never}>
      <Alert type="info" showIcon message={t('hints.refundable')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark initialValues={{ channel: 'mpesa' }} name="refundApply">
        <Form.Item name="orderNo" label={t('fields.orderNo')} extra={t('hints.orderNo')} rules={[requiredRule(t), maxLengthRule(t, t('fields.orderNo'), 64)]}>
          <TextInput max={64} onBlur={lookUp} onPressEnter={lookUp} data-testid="field-orderNo" />
        </Form.Item>
        {info && <RefundableSummary info={info} />}
        <Form.Item name="amount" label={t('fields.amountKes')} rules={amountRules(t, info)}>
          <KesInput data-testid="field-amount" />
        </Form.Item>
        <Form.Item name="channel" label={t('fields.channel')} rules={[requiredRule(t)]}>
          <Select options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} data-testid="field-channel" />
        </Form.Item>
        {bank && (
          <Form.Item name="receivingBank" label={t('fields.receivingBank')} rules={[requiredRule(t), maxLengthRule(t, t('fields.receivingBank'), 64)]}>
            <TextInput max={64} data-testid="field-receivingBank" />
          </Form.Item>
        )}
        <Form.Item name="receivingAccount" label={t('fields.receivingAccount')} extra={bank ? undefined : t('hints.receivingAccount')}
          rules={bank ? [requiredRule(t), maxLengthRule(t, t('fields.receivingAccount'), RECEIVING_ACCOUNT_MAX)] : [phoneRule(t)]}>
          {bank ? <TextInput max={RECEIVING_ACCOUNT_MAX} data-testid="field-receivingAccount" /> : <PhoneInput data-testid="field-receivingAccount" />}
        </Form.Item>
        <Form.Item name="receivingName" label={t('fields.receivingName')} extra={t('hints.receivingName')} rules={[maxLengthRule(t, t('fields.receivingName'), RECEIVING_NAME_MAX)]}>
          <TextInput max={RECEIVING_NAME_MAX} data-testid="field-receivingName" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), REFUND_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={REFUND_TEXT_MAX} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
