import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_READS, BILLING_TEXT_MAX, type RechargeRow } from '../../../../common/merchant/billing';
import { AppModal } from '../../../components/crud/AppModal';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

/** Reject a recharge that is not on the statement, with the reason (required). */
export function RejectDialog({ row, onClose }: { row: RechargeRow | null; onClose: () => void }) {
  const { t } = useTranslation('merchantBilling');
  const [form] = Form.useForm();
  const idempotency = useIdempotencyKey();
  const { post, posting } = usePost({ invalidates: [ALL_LISTS, ...BILLING_READS] });
  const { renew } = idempotency;

  useEffect(() => {
    if (row) { form.resetFields(); renew(); }
  }, [row, form, renew]);

  const submit = async () => {
    if (!row) return;
    const { remark } = await form.validateFields();
    await post('merchantBilling/reject', { id: row.id, remark }, { idempotencyKey: idempotency.key });
    toastSuccess(t('reject.done'));
    onClose();
  };

  return (
    <AppModal open={row !== null} title={t('reject.title', { rechargeNo: row?.rechargeNo ?? '' })} onCancel={onClose} onOk={submit}
      confirmLoading={posting} okButtonProps={{ danger: true, 'data-testid': 'reject-ok' } as never}
      okText={t('actions.reject')} cancelText={t('common:actions.cancel')}>
      <Form form={form} layout="vertical" name="rechargeReject">
        <Form.Item name="remark" label={t('reject.reason')} rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }, maxLengthRule(t, t('reject.reason'), BILLING_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={BILLING_TEXT_MAX} data-testid="field-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
