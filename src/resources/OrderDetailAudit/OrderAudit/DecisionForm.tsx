import { App, Button, Form, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import type { OrderDetail } from '../OrderDetail/order-detail.types';
import styles from '../OrderDetail/order-detail.module.css';
import { ORDER_DETAIL_URL } from '../OrderDetail/useOrderDetail';
import { DictSelect } from './DictSelect';
import { useAuditQuestions } from './useAuditQuestions';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Values {
  decision: 'approve' | 'reject';
  refuseCode?: string;
  remark?: string;
  answers: Record<string, string | undefined>;
}

const isManualCode = (code: string) => code.startsWith('M');

/** The review questions and the decision; both outcomes are confirmed before they are sent, then the order and the lists are read again. */
export function DecisionForm({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orderDetail');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { post, posting: saving } = usePost({ invalidates: [ALL_LISTS, ORDER_DETAIL_URL] });
  const questions = useAuditQuestions();
  const decision = Form.useWatch('decision', form);
  const unsaved = useUnsavedChanges(form, true);
  const { order } = detail;

  const send = async (values: Values) => {
    const answers = questions.filter((q) => values.answers?.[q.id]).map((q) => ({ questionId: q.id, answer: values.answers[q.id]! }));
    await post('orderAudit/submit', { orderId: order.id, decision: values.decision, refuseCode: values.refuseCode, remark: values.remark, answers });
    toastSuccess(t(`review.done.${values.decision}`, { orderNo: order.orderNo }));
    form.resetFields();
  };

  const confirm = (values: Values) => modal.confirm({
    title: t(`review.confirmTitle.${values.decision}`),
    content: t(`review.confirm.${values.decision}`, { orderNo: order.orderNo, amount: formatKes(order.loanAmountCents) }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { danger: values.decision === 'reject', 'data-testid': 'confirm-ok' } as never,
    onOk: () => send(values).catch(() => undefined),
  });

  return (
    <Form<Values> form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" size="small" onFinish={confirm} className={styles.questions} data-testid="decision-form">
      {questions.map((q) => (
        <Form.Item key={q.id} name={['answers', String(q.id)]} label={q.question}
          rules={q.required ? [{ required: true, message: t('errors.incomplete') }] : []}>
          <Radio.Group options={q.options.map((o) => ({ value: o, label: o }))} />
        </Form.Item>
      ))}
      <Form.Item name="decision" label={t('fields.decision')} rules={[{ required: true, message: t('review.chooseDecision') }]}>
        <Radio.Group buttonStyle="solid">
          <Radio.Button value="approve" data-testid="decision-approve">{t('review.approve')}</Radio.Button>
          <Radio.Button value="reject" data-testid="decision-reject">{t('review.reject')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {decision === 'reject' && (
        <Form.Item name="refuseCode" label={t('fields.refuseCode')} rules={[{ required: true, message: t('errors.refuseCodeRequired') }]}>
          <DictSelect dictKey="REFUSE_CODE" only={isManualCode} data-testid="refuse-code" />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), 500)]}>
        <TextArea rows={2} max={500} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} danger={decision === 'reject'} data-testid="decision-submit">{t('review.submit')}</Button>
      </Space>
    </Form>
  );
}
