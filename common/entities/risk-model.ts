import { defineEntity, type FieldProblem } from '../crud/entity';

export const SCORE_LIMIT = 9999;
export const LEVEL_PATTERN = /^[A-Za-z0-9+-]{1,8}$/;

/** A risk model (RiskControlModel): a base score and score bands; one model is enabled at a time. */
export const riskModelEntity = defineEntity({
  name: 'riskModel',
  screen: 'RiskControlSystem/RiskControlModel',
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    baseScore: { kind: 'integer', required: true, min: 0, max: SCORE_LIMIT, list: true },
    levelCount: { kind: 'integer', readOnly: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    remark: { kind: 'textarea', max: 200, list: true },
    updatedAt: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});

/** A level of a model: the score band [minScore, maxScore] it covers, and whether it refuses. */
export const riskModelLevelEntity = defineEntity({
  name: 'riskModelLevel',
  namespace: 'riskModel',
  screen: 'RiskControlSystem/RiskControlModel',
  recordName: 'level',
  fields: {
    modelId: { kind: 'integer', required: true, min: 1, createOnly: true, filter: 'exact' },
    level: { kind: 'text', required: true, pattern: LEVEL_PATTERN, patternMessage: 'riskModel:errors.levelFormat', list: true, sortable: true },
    minScore: { kind: 'integer', required: true, min: -SCORE_LIMIT, max: SCORE_LIMIT, list: true, sortable: true },
    maxScore: { kind: 'integer', required: true, min: -SCORE_LIMIT, max: SCORE_LIMIT, list: true },
    refuse: { kind: 'boolean', list: true },
  },
  defaultSort: { field: 'minScore', order: 'desc' },
});

export function levelProblem(values: Record<string, unknown>): FieldProblem | null {
  if (Number(values.minScore) > Number(values.maxScore)) return { field: 'minScore', message: 'riskModel:errors.minOverMax' };
  return null;
}
