import { describe, expect, it } from 'vitest';
import { toFacts, toRuleSetForm } from './rule-set-form';

describe('rule set form', () => {
  it('shows a set for every merchant as the "all merchants" choice', () => {
    expect(toRuleSetForm({ id: 1, merchantId: null })).toEqual({ id: 1, merchantId: 0 });
    expect(toRuleSetForm({ id: 2, merchantId: 7 })).toEqual({ id: 2, merchantId: 7 });
  });

  it('types test facts and leaves empty ones out', () => {
    expect(toFacts({ age: '19', county: ' Nairobi ', faceScore: '', simAgeDays: undefined, lendingApps: 3 }))
      .toEqual({ age: 19, county: 'Nairobi', lendingApps: 3 });
  });
});
