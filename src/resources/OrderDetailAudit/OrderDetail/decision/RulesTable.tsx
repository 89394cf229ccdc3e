import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DecisionExplanation, RuleEvaluation } from '../../../../../common/risk/decision-explanation';
import styles from './decision.module.css';

const valueText = (value: RuleEvaluation['value']) => (typeof value === 'number' ? value.toLocaleString('en-US') : value);

/** Every rule the set ran, in order: the fact it read, its condition, what a hit does and whether it hit; the deciding one stands out. */
export function RulesTable({ explanation }: { explanation: DecisionExplanation }) {
  const { t } = useTranslation(['machineDecision', 'ruleSet']);
  const { rules, decidingRuleId, decidedBy } = explanation;
  const columns: ColumnsType<RuleEvaluation> = [
    { key: 'name', title: t('machineDecision:rules.columns.name'), dataIndex: 'name' },
    { key: 'fact', title: t('machineDecision:rules.columns.fact'), render: (_, r) => t(`ruleSet:options.variable.${r.variable}`, { defaultValue: r.variable }) },
    {
      key: 'value', title: t('machineDecision:rules.columns.value'), align: 'right',
      render: (_, r) => (r.value === null || r.value === '' ? <Typography.Text type="secondary">{t('machineDecision:rules.noValue')}</Typography.Text> : valueText(r.value)),
    },
    { key: 'condition', title: t('machineDecision:rules.columns.condition'), render: (_, r) => `${t(`ruleSet:options.operator.${r.operator}`)} ${r.threshold}` },
    {
      key: 'effect', title: t('machineDecision:rules.columns.effect'),
      render: (_, r) => (r.action === 'refuse' ? t('machineDecision:rules.refuses', { code: r.refuseCode ?? '—' }) : t('machineDecision:rules.points', { points: r.scoreDelta > 0 ? `+${r.scoreDelta}` : r.scoreDelta })),
    },
    {
      key: 'outcome', title: t('machineDecision:rules.columns.outcome'),
      render: (_, r) => (
        <>
          <Tag color={r.hit ? (r.action === 'refuse' ? 'red' : 'blue') : 'default'}>{t(r.hit ? 'machineDecision:rules.hit' : 'machineDecision:rules.miss')}</Tag>
          {r.ruleId === decidingRuleId && <Tag color="error" data-testid="deciding-rule">{t('machineDecision:rules.deciding')}</Tag>}
        </>
      ),
    },
  ];
  if (decidedBy === 'blacklist') return <Typography.Text type="secondary">{t('machineDecision:rules.notRun')}</Typography.Text>;
  return (
    <>
      <Typography.Title level={5}>{t('machineDecision:rules.title', { count: rules.length })}</Typography.Title>
      <Table<RuleEvaluation> rowKey="ruleId" size="small" dataSource={rules} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
        rowClassName={(r) => (r.ruleId === decidingRuleId ? styles.deciding : '')} locale={{ emptyText: t('machineDecision:rules.none') }}
        data-testid="decision-rules" />
    </>
  );
}
