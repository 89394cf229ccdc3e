import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_TEXT_MAX, type RefundRow } from '../../../../common/money/refund';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { requiredRule } from './refund-form-rules';
import { TextArea, maxLengthRule } from '../../../components/inputs';

/** Reject an application with the reason the applicant reads. */
export function RefundRejectModal({ row, onClose, onDone }: { row: RefundRow | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('refund');
  const [form] = Form.useForm();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting: saving } = usePost();
  const unsaved = useUnsavedChanges(form, row !== null);
  useEffect(() => {
    if (row) { form.resetFields(); renew(); }
  }, [row, form, renew]);

  const submit = async () => {
    const { remark } = await form.validateFields() as { remark: string };
    await post('refund/reject', { id: row!.id, remark }, { idempotencyKey: idempotency.key });
    idempotency.renew();
    toastSuccess(t('common:crud.done'));
    onDone();
  };

  return (
    <AppModal open={row !== null} title={row ? t('reject.title', { refundNo: row.refundNo }) : ''} onCancel={() => unsaved.askBeforeDiscarding(onClose)} confirmLoading={saving}
      onOk={submit} okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'refund-reject-ok' } as never}>
      <Alert type="info" showIcon message={t('reject.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark name="refundReject">
        <Form.Item name="remark" label={t('fields.auditRemark')} rules={[requiredRule(t), maxLengthRule(t, t('fields.auditRemark'), REFUND_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 3, maxRows: 6 }} max={REFUND_TEXT_MAX} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
