import { App, Button, Col, Form, Input, Radio, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_RETRIEVAL_ORDERS, RETRIEVAL_REASON_MAX, RETRIEVAL_TARGET_VALUES, type RetrievalCheck, type RetrievalResult,
} from '../../../../common/orders/order-salvage';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Values {
  orderNos: string;
  target: number;
  reason: string;
}

interface Props {
  check: RetrievalCheck | null;
  onChecked: (check: RetrievalCheck | null) => void;
  onRetrieved: (result: RetrievalResult) => void;
}

const keyOf = (v: Partial<Values>) => JSON.stringify([v.orderNos?.trim() ?? '', v.target]);

/** Order numbers, the state to send them back to and why; check first, then retrieve after confirmation. */
export function RetrievalForm({ check, onChecked, onRetrieved }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const can = useOperation();
  const [form] = Form.useForm<Values>();
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const { post, posting } = usePost();
  const current = Form.useWatch([], form) ?? {};
  const stale = checkedKey !== null && checkedKey !== keyOf(current);
  const required = { required: true, whitespace: true, message: t('orderSalvage:errors.incomplete') };

  const runCheck = async () => {
    const values = await form.validateFields(['orderNos', 'target']);
    // A check changes nothing: no list is refetched.
    onChecked(await post<RetrievalCheck>('orderSalvage/check', values, { invalidates: false }));
    setCheckedKey(keyOf(values));
  };

  const retrieve = async () => {
    const values = await form.validateFields();
    const target = t(`order:status.${values.target}`);
    modal.confirm({
      title: t('orderSalvage:confirm.title', { count: check?.retrievable ?? 0 }), content: t('orderSalvage:confirm.content', { target }),
      okText: t('actions.confirm'), cancelText: t('actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        const result = await post<RetrievalResult>('orderSalvage/retrieve', values);
        toastSuccess(t('orderSalvage:done', { count: result.retrieved, target }));
        setCheckedKey(null);
        onRetrieved(result);
      },
    });
  };

  return (
    <Form form={form} layout="vertical" requiredMark initialValues={{ target: RETRIEVAL_TARGET_VALUES[0] }} data-testid="retrieval-form">
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form.Item name="orderNos" label={t('orderSalvage:fields.orderNos')} rules={[required]} extra={t('orderSalvage:hints.orderNos', { max: MAX_RETRIEVAL_ORDERS })}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 12 }} placeholder={t('orderSalvage:placeholders.orderNos')} data-testid="field-orderNos" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={10}>
          <Form.Item name="target" label={t('orderSalvage:fields.target')} rules={[{ required: true, message: t('orderSalvage:errors.target') }]}>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="field-target"
              options={RETRIEVAL_TARGET_VALUES.map((v) => ({ value: v, label: t(`order:status.${v}`) }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('orderSalvage:fields.reason')} rules={[required, maxLengthRule(t, t('orderSalvage:fields.reason'), RETRIEVAL_REASON_MAX)]}>
            <TextArea autoSize={{ minRows: 3, maxRows: 5 }} max={RETRIEVAL_REASON_MAX} placeholder={t('orderSalvage:placeholders.reason')} data-testid="field-reason" />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button onClick={() => void runCheck().catch(() => undefined)} loading={posting} data-testid="retrieval-check">{t('orderSalvage:actions.check')}</Button>
        {can(actionCode('AuditSystem/MachineReviewRetrieval', 'retrieve')) && (
          <Button type="primary" danger disabled={!check || checkedKey === null || stale || check.retrievable === 0}
            onClick={() => void retrieve().catch(() => undefined)} data-testid="retrieval-retrieve">
            {check && checkedKey !== null && !stale && check.retrievable > 0 ? `${t('orderSalvage:actions.retrieve')} (${check.retrievable})` : t('orderSalvage:actions.retrieve')}
          </Button>
        )}
        {stale && <Typography.Text type="warning">{t('orderSalvage:check.changed')}</Typography.Text>}
      </Space>
    </Form>
  );
}
