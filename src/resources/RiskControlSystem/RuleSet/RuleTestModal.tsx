import { Alert, Button, Col, Form, Input, List, Row as GridRow, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_VARIABLES } from '../../../../common/risk/variables';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { ReplayOrder } from './ReplayOrder';
import { toFacts } from './rule-set-form';

interface Hit { ruleId: number; name: string; action: 'refuse' | 'score'; refuseCode: string | null; scoreDelta: number }
interface Outcome { tested: number; hits: Hit[]; decision: 'pass' | 'refuse'; refuseCode: string | null; scoreDelta: number }

interface Props {
  ruleSet: { id: number; name?: unknown } | null;
  onClose: () => void;
}

/** Runs sample application values through a set's enabled rules and shows which rules hit; or replays a real order (ReplayOrder). */
export function RuleTestModal({ ruleSet, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [tab, setTab] = useState('typed');
  // A dry run: it changes nothing, so no list is refetched.
  const { post, posting: running } = usePost({ invalidates: false });
  const run = async () => {
    if (!ruleSet) return;
    setOutcome(await post<Outcome>('ruleSet/test', { ruleSetId: ruleSet.id, facts: toFacts(form.getFieldsValue()) }));
  };
  const close = () => { setOutcome(null); setTab('typed'); onClose(); };

  return (
    <AppModal open={ruleSet !== null} width={tab === 'replay' ? '90%' : '60%'} title={t('ruleSet:test.title', { name: ruleSet?.name })} onCancel={close}
      footer={[
        <Button key="close" onClick={close}>{t('actions.cancel')}</Button>,
        ...(tab === 'typed' ? [<Button key="run" type="primary" loading={running} onClick={() => void run().catch(() => undefined)} data-testid="rule-test-run">{t('ruleSet:test.run')}</Button>] : []),
      ]}>
      <Tabs activeKey={tab} onChange={setTab} items={[
        { key: 'typed', label: t('ruleSet:test.typed'), children: (
          <>
            <Typography.Paragraph type="secondary">{t('ruleSet:test.hint')}</Typography.Paragraph>
            <Form form={form} layout="vertical" size="small">
              <GridRow gutter={12}>
                {RISK_VARIABLES.map((variable) => (
                  <Col span={8} key={variable}>
                    <Form.Item name={variable} label={t(`ruleSet:options.variable.${variable}`)}><Input allowClear /></Form.Item>
                  </Col>
                ))}
              </GridRow>
            </Form>
            {outcome && (
              <Alert type={outcome.decision === 'refuse' ? 'error' : 'success'} showIcon data-testid="rule-test-outcome"
                message={`${t(`ruleSet:test.decision.${outcome.decision}`)} · ${t('ruleSet:test.tested', { count: outcome.tested })}`}
                description={(
                  <>
                    {outcome.refuseCode && <div>{t('ruleSet:test.refuseCode', { code: outcome.refuseCode })}</div>}
                    <div>{t('ruleSet:test.scoreDelta', { value: outcome.scoreDelta })}</div>
                    <List size="small" header={t('ruleSet:test.hits')} dataSource={outcome.hits} locale={{ emptyText: t('ruleSet:test.noHits') }}
                      renderItem={(hit) => (
                        <List.Item>
                          {hit.name} <Tag color={hit.action === 'refuse' ? 'red' : 'blue'}>
                            {hit.action === 'refuse' ? hit.refuseCode : hit.scoreDelta}
                          </Tag>
                        </List.Item>
                      )} />
                  </>
                )} />
            )}
          </>
        ) },
        { key: 'replay', label: t('machineDecision:replay.title'), children: ruleSet ? <ReplayOrder ruleSetId={ruleSet.id} /> : null },
      ]} />
    </AppModal>
  );
}
