/**
 * List entries: the value must fit its subject (phone, ID number, device) and be new on that list. The API
 * answers it in a field named after the subject, so masked users receive phones and ID numbers masked.
 */
import { isListValue, listValueProblem, riskListEntity, splitValues, type ListSubject } from '../../../common/entities/risk-list';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { insertEntries, riskListEntrySource, type ListEntryInsert, valuesOnList } from './risk-list.repository';

type Row = Record<string, unknown>;

/** { subjectType: 'phone', value: '2547…' } → { subjectType: 'phone', phone: '2547…' } */
function bySubject(row: Row): Row {
  const { value, ...rest } = row;
  return { ...rest, [String(row.subjectType)]: value };
}

export const riskListService = createCrudService({
  entity: riskListEntity,
  source: riskListEntrySource,
  merchantScope: notMerchantScoped("the company's risk black, white and grey list applies to every merchant's applicants"),
  unique: [{ fields: ['listType', 'subjectType', 'value'], message: 'riskList:errors.duplicate' }],
  hooks: {
    async prepare(_tx, input) {
      const problem = listValueProblem(input);
      if (problem) throw validationError(problem.message);
      return typeof input.value === 'string' ? { ...input, value: input.value.trim() } : input;
    },
    async present(_db, rows) {
      return rows.map(bySubject);
    },
  },
});

export interface BatchInput {
  listType: ListEntryInsert['listType'];
  subjectType: ListSubject;
  values: string;
  reason?: string | null;
  expiresAt?: Date;
}

export type BatchResult = 'added' | 'duplicate' | 'invalid';

/** Adds every pasted value it can; answers, value by value, whether it was added, already listed or invalid. */
export async function batchAdd(deps: Deps, input: BatchInput, actor: Actor) {
  const values = splitValues(input.values);
  return deps.db.transaction(async (tx) => {
    const listed = await valuesOnList(tx, input.listType, input.subjectType, values.filter((v) => isListValue(input.subjectType, v)));
    const seen = new Set<string>();
    const results = values.map((value): { value: string; result: BatchResult } => {
      if (!isListValue(input.subjectType, value)) return { value, result: 'invalid' };
      if (listed.has(value) || seen.has(value)) return { value, result: 'duplicate' };
      seen.add(value);
      return { value, result: 'added' };
    });
    const added = await insertEntries(tx, [...seen].map((value) => ({
      listType: input.listType, subjectType: input.subjectType, value, reason: input.reason ?? null, expiresAt: input.expiresAt ?? null,
    })));
    for (const row of added) await recordAudit(tx, actor, { action: 'create', entity: riskListEntity.name, entityId: row.id, before: null, after: row });
    return {
      added: added.length,
      results: results.map(({ value, result }) => ({ [input.subjectType]: value, result })),
    };
  });
}
