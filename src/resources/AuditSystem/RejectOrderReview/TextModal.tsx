import { Alert, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_NO_PATTERN } from '../../../../common/orders/order-salvage';
import { RE_REVIEW_TEXT_MAX } from '../../../../common/orders/order-review';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { TextArea, TextInput, maxLengthRule } from '../../../components/inputs';

interface Props {
  open: boolean;
  title: string;
  hint: string;
  /** Applying asks for the order number; rejecting for a remark only. */
  withOrderNo: boolean;
  onClose: () => void;
  onSubmit: (values: { orderNo?: string; text: string }) => Promise<unknown>;
}

/** The apply dialog (order number and reason) and the reject dialog (remark). */
export function TextModal({ open, title, hint, withOrderNo, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(form, open);
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('errors:validation.required', { field }) });
  const textLabel = t(withOrderNo ? 'orderReview:fields.reason' : 'orderReview:fields.remark');

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppModal open={open} title={title} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit} confirmLoading={saving}
      okText={t('actions.confirm')} cancelText={t('actions.cancel')} okButtonProps={{ 'data-testid': 'text-modal-ok' } as never}>
      <Alert type="info" showIcon message={hint} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark>
        {withOrderNo && (
          <Form.Item name="orderNo" label={t('orderReview:fields.orderNo')}
            rules={[required(t('orderReview:fields.orderNo')), { pattern: ORDER_NO_PATTERN, message: t('orderReview:errors.orderNoFormat') }, maxLengthRule(t, t('orderReview:fields.orderNo'), 24)]}>
            <TextInput max={24} data-testid="field-orderNo" />
          </Form.Item>
        )}
        <Form.Item name="text" label={textLabel} rules={[required(textLabel), maxLengthRule(t, textLabel, RE_REVIEW_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 3, maxRows: 6 }} max={RE_REVIEW_TEXT_MAX} data-testid="field-text" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
