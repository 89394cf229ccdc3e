import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DecisionExplanation, ScorePart } from '../../../../../common/risk/decision-explanation';
import { levelText } from './level-text';

/** The score as the sum of its parts: the model's base score and each scoring rule that hit; then the level it fell in. */
export function ScoreParts({ explanation }: { explanation: DecisionExplanation }) {
  const { t } = useTranslation('machineDecision');
  const { score } = explanation;
  const label = (p: ScorePart) => (p.source === 'base'
    ? (score.model ? t('score.base', { model: score.model.name }) : t('score.baseNoModel'))
    : p.name);
  return (
    <>
      <Typography.Title level={5}>{t('score.title', { total: score.total })} · {levelText(explanation, t)}</Typography.Title>
      <Table<ScorePart> rowKey={(p) => `${p.source}-${p.ruleId ?? 0}`} size="small" dataSource={score.parts} pagination={false}
        columns={[
          { key: 'part', title: t('score.part'), render: (_, p) => label(p) },
          { key: 'points', title: t('score.points'), align: 'right', render: (_, p) => (p.source === 'rule' && p.points > 0 ? `+${p.points}` : p.points) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}><strong>{t('score.total')}</strong></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><strong data-testid="score-total">{score.total}</strong></Table.Summary.Cell>
          </Table.Summary.Row>
        )}
        data-testid="decision-score" />
    </>
  );
}
