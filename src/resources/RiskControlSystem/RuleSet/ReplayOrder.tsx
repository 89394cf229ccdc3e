import { Alert, Button, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RULE_SET_REPLAY_URL, type ReplayAnswer } from '../../../../common/risk/order-replay';
import { usePost } from '../../../hooks/usePost';
import { DecisionExplanationView } from '../../OrderDetailAudit/OrderDetail/decision/DecisionExplanationView';
import { MachineDecisionPanel } from '../../OrderDetailAudit/OrderDetail/decision/MachineDecisionPanel';

/** RuleSet → Test → Replay an order: the set run on a real order's stored application data, beside its stored decision. */
export function ReplayOrder({ ruleSetId }: { ruleSetId: number }) {
  const { t } = useTranslation(['machineDecision', 'ruleSet']);
  const [orderNo, setOrderNo] = useState('');
  const [answer, setAnswer] = useState<ReplayAnswer | null>(null);
  // A dry run: it changes nothing, so nothing is refetched.
  const { post, posting } = usePost({ invalidates: false });
  const run = async () => {
    setAnswer(null);
    setAnswer(await post<ReplayAnswer>(RULE_SET_REPLAY_URL, { ruleSetId, orderNo: orderNo.trim() }));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('machineDecision:replay.hint')}</Typography.Paragraph>
      <Form layout="inline" onFinish={() => void run().catch(() => undefined)}>
        <Form.Item label={t('machineDecision:replay.orderNo')}>
          <Input value={orderNo} onChange={(e) => setOrderNo(e.target.value)} maxLength={40} allowClear style={{ width: 240 }} data-testid="replay-order-no" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={posting} disabled={!orderNo.trim()} data-testid="replay-run">{t('machineDecision:replay.run')}</Button>
      </Form>
      {answer && (
        <>
          <Alert type={answer.same ? 'success' : 'warning'} showIcon data-testid="replay-verdict"
            message={`${answer.orderNo} · ${answer.stored ? t(answer.same ? 'machineDecision:replay.same' : 'machineDecision:replay.differs') : t('machineDecision:replay.noStored')}`} />
          <Row gutter={16}>
            <Col xs={24} xl={12} data-testid="replay-stored">
              <Typography.Title level={5}>{t('machineDecision:replay.stored')}</Typography.Title>
              <MachineDecisionPanel machine={answer.stored} compact />
            </Col>
            <Col xs={24} xl={12} data-testid="replay-now">
              <Typography.Title level={5}>{t('machineDecision:replay.now')}</Typography.Title>
              <DecisionExplanationView explanation={answer.replay} compact />
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
