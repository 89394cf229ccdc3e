import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../../common/crud/entity';
import { recordToFormValues } from './form-values';

const entity = defineEntity({
  name: 'sample', screen: 'OperationSystem/ProductConfig',
  fields: { amountCents: { kind: 'money' }, rateBp: { kind: 'rate' }, term: { kind: 'integer' }, endsAt: { kind: 'datetime' } },
  defaultSort: { field: 'term', order: 'asc' },
});

describe('recordToFormValues', () => {
  it('shows cents as KES and basis points as percent, leaving other fields alone', () => {
    expect(recordToFormValues(entity, { id: 1, amountCents: 150050, rateBp: 25, term: 14 }))
      .toEqual({ id: 1, amountCents: '1500.50', rateBp: '0.25', term: 14 });
  });

  it('keeps a stored time as its UTC instant (the EAT date-time input converts it)', () => {
    expect(recordToFormValues(entity, { id: 3, endsAt: '2030-01-01T00:00:00.000Z' }).endsAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('leaves an absent amount absent', () => {
    expect(recordToFormValues(entity, { id: 2, amountCents: null })).toEqual({ id: 2, amountCents: null });
  });
});
