import { Alert, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIVING_ACCOUNT_MAX, RECEIVING_NAME_MAX, REFUND_TEXT_MAX, type RefundableInfo } from '../../../../common/money/refund';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../../common/money/statuses';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { KesInput } from '../../../components/money';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ApiError } from '../../../providers/envelope';
import { api } from '../../../providers/http';
import { toastSuccess } from '../../../providers/toast';
import { amountRules, phoneRule, requiredRule } from './refund-form-rules';
import { RefundableSummary } from './RefundableSummary';

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
  const [info, setInfo] = useState<RefundableInfo | null>(null);
  const [saving, setSaving] = useState(false);
  const channel = Form.useWatch('channel', form) as PaymentChannel | undefined;
  const bank = channel === 'bank';
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setInfo(null);
    renew();
  }, [open, form, renew]);

  const lookUp = async () => {
    const orderNo = String(form.getFieldValue('orderNo') ?? '').trim();
    if (!orderNo || orderNo === info?.orderNo) return;
    setInfo(null);
    try {
      setInfo(await api.get<RefundableInfo>('refund/refundable', { params: { orderNo }, silent: true }));
      if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
    } catch (error) {
      form.setFields([{ name: 'orderNo', errors: [error instanceof ApiError ? error.message : String(error)] }]);
    }
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api.post('refund/apply', values, { idempotencyKey: idempotency.key });
      idempotency.renew();
      toastSuccess(t('apply.done'));
      onApplied();
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppModal open={open} title={t('apply.title')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={() => void submit().catch(() => undefined)} confirmLoading={saving}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'refund-apply-ok' } as never}>
      <Alert type="info" showIcon message={t('hints.refundable')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark initialValues={{ channel: 'mpesa' }} name="refundApply">
        <Form.Item name="orderNo" label={t('fields.orderNo')} extra={t('hints.orderNo')} rules={[requiredRule(t)]}>
          <Input maxLength={64} onBlur={() => void lookUp()} onPressEnter={() => void lookUp()} data-testid="field-orderNo" />
        </Form.Item>
        {info && <RefundableSummary info={info} />}
        <Form.Item name="amount" label={t('fields.amountKes')} rules={amountRules(t, info)}>
          <KesInput data-testid="field-amount" />
        </Form.Item>
        <Form.Item name="channel" label={t('fields.channel')} rules={[requiredRule(t)]}>
          <Select options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} data-testid="field-channel" />
        </Form.Item>
        {bank && (
          <Form.Item name="receivingBank" label={t('fields.receivingBank')} rules={[requiredRule(t)]}>
            <Input maxLength={64} data-testid="field-receivingBank" />
          </Form.Item>
        )}
        <Form.Item name="receivingAccount" label={t('fields.receivingAccount')} extra={bank ? undefined : t('hints.receivingAccount')}
          rules={bank ? [requiredRule(t)] : [phoneRule(t)]}>
          <Input maxLength={RECEIVING_ACCOUNT_MAX} data-testid="field-receivingAccount" />
        </Form.Item>
        <Form.Item name="receivingName" label={t('fields.receivingName')} extra={t('hints.receivingName')}>
          <Input maxLength={RECEIVING_NAME_MAX} data-testid="field-receivingName" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={REFUND_TEXT_MAX} showCount data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

