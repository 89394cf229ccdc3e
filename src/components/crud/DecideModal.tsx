/**
 * Approve or reject behind a confirmation, with a remark (required to reject); one idempotency key per dialog.
 * AppModal runs the decision once at a time from the first click (issue 32.1).
 */
import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthRule, TextArea } from '../inputs';
import { AppModal } from './AppModal';
import { useIdempotencyKey } from '../../hooks/useIdempotencyKey';

export interface Decision {
  title: string;
  body?: string;
  danger?: boolean;
  /** The remark's label and, when it is required, its message (the caller's namespace). */
  remarkLabel: string;
  remarkRequired?: string;
  run: (remark: string | null, idempotencyKey: string) => Promise<unknown>;
}

export function DecideModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remark?: string }>();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  useEffect(() => {
    if (decision) { form.resetFields(); renew(); }
  }, [decision, form, renew]);

  const submit = async () => {
    const { remark } = await form.validateFields();
    await decision!.run(remark?.trim() || null, idempotency.key);
    renew();
    onClose();
  };

  return (
    <AppModal open={decision !== null} title={decision?.title} onCancel={onClose} onOk={submit}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ danger: decision?.danger, 'data-testid': 'decide-ok' } as never}>
      {decision?.body && <Alert type={decision.danger ? 'warning' : 'info'} showIcon message={decision.body} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="decide" requiredMark>
        <Form.Item name="remark" label={decision?.remarkLabel}
          rules={[...(decision?.remarkRequired ? [{ required: true, whitespace: true, message: decision.remarkRequired }] : []), maxLengthRule(t, decision?.remarkLabel ?? '', 200)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 5 }} max={200} data-testid="decide-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
