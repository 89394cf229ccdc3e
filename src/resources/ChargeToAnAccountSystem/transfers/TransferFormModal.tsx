import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, parseMoneyInput } from '../../../../common/money';
import { PAYMENT_CHANNELS } from '../../../../common/money/statuses';
import { TRANSFER_TEXT_MAX, type TransferOptions, type TransferRow } from '../../../../common/money/transfer';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { KesInput } from '../../../components/money';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Props {
  /** Open to submit (null row) or to edit a pending application. */
  open: boolean;
  row: TransferRow | null;
  options: TransferOptions;
  onClose: () => void;
  onSaved: () => void;
}

/** Submit or edit a transfer: merchant, from channel, one of the merchant's enabled lender accounts, amount and reason. */
export function TransferFormModal({ open, row, options, onClose, onSaved }: Props) {
  const { t } = useTranslation('transfer');
  const [form] = Form.useForm();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting: saving } = usePost();
  const merchantId = Form.useWatch('merchantId', form) as number | undefined;
  const required = { required: true, message: t('errors:validation.required') };
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ ...row, amount: formatCents(row.amountCents).replace(/,/g, '') });
    renew();
  }, [open, row, form, renew]);

  const amountRule = {
    validator: async (_: unknown, value: string | null | undefined) => {
      if (!value) return;
      const cents = parseMoneyInput(value);
      if (cents === null || cents < 0) throw new Error(t(cents === null ? 'errors:validation.money' : 'errors:validation.moneyNegative'));
      if (cents === 0) throw new Error(t('errors.amountZero'));
    },
  };

  const submit = async () => {
    const values = await form.validateFields();
    await post(row ? 'transfer/update' : 'transfer/submit', row ? { ...values, id: row.id } : values, { idempotencyKey: idempotency.key });
    idempotency.renew();
    toastSuccess(t(row ? 'form.updated' : 'form.submitted'));
    onSaved();
  };

  return (
    <AppModal open={open} title={row ? t('form.updateTitle', { transferNo: row.transferNo }) : t('form.submitTitle')} onCancel={() => unsaved.askBeforeDiscarding(onClose)}
      onOk={submit} confirmLoading={saving} okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ 'data-testid': 'transfer-form-ok' } as never}>
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark name="transferForm" initialValues={{ fromChannel: 'mpesa' }}>
        <Form.Item name="merchantId" label={t('fields.merchantId')} rules={[required]}>
          <Select options={options.merchants} onChange={() => form.setFieldValue('toAccountId', undefined)} data-testid="field-merchantId" />
        </Form.Item>
        <Form.Item name="fromChannel" label={t('fields.fromChannel')} rules={[required]}>
          <Select options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} data-testid="field-fromChannel" />
        </Form.Item>
        <Form.Item name="toAccountId" label={t('fields.toAccountId')} rules={[required]} extra={t('form.accountHint')}>
          <Select options={options.accounts.filter((a) => a.merchantId === merchantId)} disabled={!merchantId} data-testid="field-toAccountId" />
        </Form.Item>
        <Form.Item name="amount" label={t('fields.amountKes')} rules={[required, amountRule]}>
          <KesInput data-testid="field-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} rules={[{ ...required, whitespace: true }, maxLengthRule(t, t('fields.reason'), TRANSFER_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 5 }} max={TRANSFER_TEXT_MAX} data-testid="field-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
