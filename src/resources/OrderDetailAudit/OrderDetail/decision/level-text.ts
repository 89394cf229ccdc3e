import type { TFunction } from 'i18next';
import type { DecisionExplanation } from '../../../../../common/risk/decision-explanation';

/** The model level the score fell in; none is looked up when a rule or the black list refused first. */
export function levelText(e: DecisionExplanation, t: TFunction<'machineDecision'>): string {
  if (e.decidedBy === 'rule' || e.decidedBy === 'blacklist') return t('score.levelSkipped');
  if (!e.score.level) return t('score.noLevel');
  return t(e.score.levelRefuses ? 'score.levelRefuses' : 'score.level', { level: e.score.level });
}
