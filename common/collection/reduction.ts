/**
 * PenaltyInterestReductionStrategiesNew: the limits within which a collector may propose a waiver, by system,
 * merchant, level, days overdue and amount owed; which components, what share of them and a cap. The rule that
 * matches a case and the largest waiver it allows are computed here, once, for the server and the apply dialog.
 */
import { defineEntity, type FieldProblem } from '../crud/entity';
import type { Breakdown } from '../money/components';
import { COLLECTION_SYSTEMS, WAIVABLE_COMPONENTS, type CollectionSystem, type WaivableComponent } from './statuses';

export const REDUCTION_SCREEN = 'CollectionSystemNew/PenaltyInterestReductionStrategiesNew';
export const REDUCTION_MERCHANTS_URL = 'reductionStrategy/options/merchants';
export const REDUCTION_LEVELS_URL = 'reductionStrategy/options/levels';
const MAX_OVERDUE_DAYS = 9999;

export const reductionStrategyEntity = defineEntity({
  name: 'reductionStrategy',
  screen: REDUCTION_SCREEN,
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    system: { kind: 'select', required: true, options: COLLECTION_SYSTEMS, list: 'more', filter: 'exact' },
    merchantId: { kind: 'integer', lookup: REDUCTION_MERCHANTS_URL, list: true, filter: 'exact', hint: 'reductionStrategy:hints.merchantId' },
    levels: { kind: 'multiSelect', lookup: REDUCTION_LEVELS_URL, list: 'more', hint: 'reductionStrategy:hints.levels' },
    minOverdueDays: { kind: 'integer', required: true, min: 0, max: MAX_OVERDUE_DAYS, list: true, sortable: true },
    maxOverdueDays: { kind: 'integer', required: true, min: 0, max: MAX_OVERDUE_DAYS, list: true },
    minAmountCents: { kind: 'money', required: true, list: 'more', hint: 'reductionStrategy:hints.minAmountCents' },
    components: { kind: 'multiSelect', required: true, options: WAIVABLE_COMPONENTS, list: 'more' },
    maxShareBp: { kind: 'rate', required: true, min: 1, max: 10_000, list: true, hint: 'reductionStrategy:hints.maxShareBp' },
    capCents: { kind: 'money', required: true, list: 'more', hint: 'reductionStrategy:hints.capCents' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});

/** The rules across fields, on the server and in the form: a day range in order, at least one known component. */
export function strategyProblem(values: { minOverdueDays?: unknown; maxOverdueDays?: unknown; components?: unknown }): FieldProblem | null {
  const min = Number(values.minOverdueDays);
  const max = Number(values.maxOverdueDays);
  if (Number.isFinite(min) && Number.isFinite(max) && min > max) return { field: 'maxOverdueDays', message: 'reductionStrategy:errors.dayRange' };
  const components = Array.isArray(values.components) ? values.components : [];
  if (components.length === 0) return { field: 'components', message: 'reductionStrategy:errors.componentsRequired' };
  if (components.some((c) => !(WAIVABLE_COMPONENTS as readonly unknown[]).includes(c))) return { field: 'components', message: 'validation.option' };
  return null;
}

/** What the limit check reads of a strategy. */
export interface StrategyLimits {
  id: number;
  name: string;
  system: CollectionSystem;
  merchantId: number | null;
  levels: readonly string[];
  minOverdueDays: number;
  maxOverdueDays: number;
  minAmountCents: number;
  components: readonly string[];
  maxShareBp: number;
  capCents: number;
  enabled: boolean;
}

/** What the limit check reads of a case and its bill today. */
export interface WaiverTarget {
  system: CollectionSystem;
  merchantId: number;
  level: string;
  overdueDays: number;
  /** Owed today, late fee to today included, per component. */
  owed: Breakdown;
}

const owedTotal = (owed: Breakdown) => Object.values(owed).reduce((a, b) => a + b, 0);

function strategyApplies(s: StrategyLimits, target: WaiverTarget): boolean {
  return s.enabled && s.system === target.system && (s.merchantId === null || s.merchantId === target.merchantId)
    && (s.levels.length === 0 || s.levels.includes(target.level))
    && target.overdueDays >= s.minOverdueDays && target.overdueDays <= s.maxOverdueDays
    && owedTotal(target.owed) >= s.minAmountCents;
}

/** The merchant's own strategy before the one for every merchant; the newest first among equals. */
export function matchingStrategy<S extends StrategyLimits>(strategies: readonly S[], target: WaiverTarget): S | null {
  const fitting = strategies.filter((s) => strategyApplies(s, target));
  fitting.sort((a, b) => Number(b.merchantId !== null) - Number(a.merchantId !== null) || b.id - a.id);
  return fitting[0] ?? null;
}

/** The most a waiver of these components may total: the share of what they owe, within the cap. */
export function waiverCeiling(s: StrategyLimits, owed: Breakdown, chosen: readonly WaivableComponent[]): number {
  const base = chosen.reduce((sum, c) => sum + owed[c], 0);
  const share = Math.floor((base * s.maxShareBp) / 10_000);
  return s.capCents > 0 ? Math.min(share, s.capCents) : share;
}

export interface WaiverProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** Why a proposed waiver is outside the strategy's limits, or null when it fits. Amounts in cents. */
export function waiverProblem(s: StrategyLimits, owed: Breakdown, proposal: Partial<Record<WaivableComponent, number>>): WaiverProblem | null {
  const chosen = (Object.keys(proposal) as WaivableComponent[]).filter((c) => (proposal[c] ?? 0) > 0);
  if (chosen.length === 0) return { key: 'deduction:errors.nothingProposed' };
  const notAllowed = chosen.find((c) => !s.components.includes(c));
  if (notAllowed) return { key: 'deduction:errors.componentNotAllowed', params: { component: `collection:options.component.${notAllowed}` } };
  const over = chosen.find((c) => (proposal[c] ?? 0) > owed[c]);
  if (over) return { key: 'deduction:errors.exceedsOutstanding', params: { component: `collection:options.component.${over}`, owed: owed[over] / 100 } };
  const total = chosen.reduce((sum, c) => sum + (proposal[c] ?? 0), 0);
  const ceiling = waiverCeiling(s, owed, chosen);
  if (total > ceiling) return { key: 'deduction:errors.exceedsLimit', params: { limit: ceiling / 100 } };
  return null;
}

