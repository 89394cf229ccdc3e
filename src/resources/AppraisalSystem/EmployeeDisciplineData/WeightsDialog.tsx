import { useCustom } from '@refinedev/core';
import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WEIGHT_KEYS, WEIGHTS_SUM_MAX, type DisciplineWeights } from '../../../../common/appraisal/discipline';
import { AppModal } from '../../../components/crud/AppModal';
import { IntegerInput, integerRules } from '../../../components/inputs';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export const WEIGHTS_URL = 'employeeDisciplineData/weights';

/** The administrator's diligence-score weights: each 0–100, together 1–100 (the server checks the same). */
export function WeightsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appraisal');
  const [form] = Form.useForm<DisciplineWeights>();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting } = usePost({ invalidates: [ALL_LISTS, WEIGHTS_URL] });
  const { query } = useCustom<DisciplineWeights>({ url: WEIGHTS_URL, method: 'get', queryOptions: { enabled: open } });
  const saved = query.data?.data;
  const values = Form.useWatch([], form);
  const sum = WEIGHT_KEYS.reduce((s, k) => s + (Number(values?.[k]) || 0), 0);

  useEffect(() => {
    if (open && saved) { form.setFieldsValue(saved); renew(); }
  }, [open, saved, form, renew]);

  const submit = async () => {
    const body = await form.validateFields();
    await post(WEIGHTS_URL, body, { idempotencyKey: idempotency.key });
    toastSuccess(t('weights.saved'));
    onClose();
  };

  return (
    <AppModal open={open} title={t('weights.title')} onCancel={onClose} onOk={submit} confirmLoading={posting}
      okText={t('actions.save')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'weights-ok' } as never}>
      <Typography.Paragraph type="secondary">{t('hints.weights')}</Typography.Paragraph>
      <Form form={form} layout="horizontal" name="disciplineWeights" labelCol={{ span: 14 }} wrapperCol={{ span: 10 }}>
        {WEIGHT_KEYS.map((key) => (
          <Form.Item key={key} name={key} label={t(`fields.${key}`)}
            rules={[{ required: true, message: t('errors:validation.required') }, ...integerRules(t, t(`fields.${key}`), { min: 0, max: 100 })]}>
            <IntegerInput style={{ width: 120 }} data-testid={`weight-${key}`} />
          </Form.Item>
        ))}
      </Form>
      <Typography.Text type={sum < 1 || sum > WEIGHTS_SUM_MAX ? 'danger' : 'secondary'} data-testid="weights-sum">{t('weights.sum', { sum })}</Typography.Text>
    </AppModal>
  );
}
