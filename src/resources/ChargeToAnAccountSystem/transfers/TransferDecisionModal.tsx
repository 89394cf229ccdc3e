import { Alert, Form, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { TRANSFER_TEXT_MAX, type TransferRow } from '../../../../common/money/transfer';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, TextInput, maxLengthRule } from '../../../components/inputs';

export type DecisionKind = 'audit' | 'markSuccess';

interface Props {
  kind: DecisionKind;
  row: TransferRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Audit (approve or reject, a rejection needs a remark) or mark success (with the bank's reference). */
export function TransferDecisionModal({ kind, row, onClose, onDone }: Props) {
  const { t } = useTranslation('transfer');
  const [form] = Form.useForm();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting: saving } = usePost();
  const decision = Form.useWatch('decision', form) as 'approve' | 'reject' | undefined;
  const unsaved = useUnsavedChanges(form, row !== null);
  useEffect(() => {
    if (row) { form.resetFields(); renew(); }
  }, [row, form, renew]);
  const facts = row ? { transferNo: row.transferNo, amount: formatKes(row.amountCents), from: t(`options.channel.${row.fromChannel}`), account: `${row.toBankName} ${row.toAccountNo}` } : {};

  const submit = async () => {
    const values = await form.validateFields();
    await post(kind === 'audit' ? 'transfer/audit' : 'transfer/markSuccess', { ...values, id: row!.id }, { idempotencyKey: idempotency.key });
    idempotency.renew();
    toastSuccess(t('common:crud.done'));
    onDone();
  };

  return (
    <AppModal open={row !== null} title={t(kind === 'audit' ? 'form.auditTitle' : 'form.markSuccessTitle', facts)} onCancel={() => unsaved.askBeforeDiscarding(onClose)} confirmLoading={saving}
      onOk={submit} okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ 'data-testid': 'transfer-decision-ok' } as never}>
      <Alert type="info" showIcon message={t(kind === 'audit' ? 'form.auditHint' : 'form.markSuccessHint', facts)} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark name="transferDecision" initialValues={{ decision: 'approve' }}>
        {kind === 'audit' ? (
          <>
            <Form.Item name="decision" label={t('fields.decision')}>
              <Radio.Group optionType="button" options={(['approve', 'reject'] as const).map((d) => ({ value: d, label: t(`options.decision.${d}`) }))} data-testid="field-decision" />
            </Form.Item>
            <Form.Item name="remark" label={t('fields.auditRemark')}
              rules={[...(decision === 'reject' ? [{ required: true, whitespace: true, message: t('errors:validation.required') }] : []), maxLengthRule(t, t('fields.auditRemark'), TRANSFER_TEXT_MAX)]}>
              <TextArea autoSize={{ minRows: 2, maxRows: 5 }} max={TRANSFER_TEXT_MAX} data-testid="field-remark" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="reference" label={t('fields.reference')} rules={[maxLengthRule(t, t('fields.reference'), 64)]}><TextInput max={64} data-testid="field-reference" /></Form.Item>
        )}
      </Form>
    </AppModal>
  );
}
