/**
 * Conduct rules (`collection_settings`) on the CRUD kit's service: contact hours entered as HH:mm (EAT) and stored
 * as minutes of the day, start before end, one row per merchant (null = the default); audited by the kit.
 */
import { clockOfMinutes, conductProblem, conductRulesEntity, minutesOfClock } from '../../../common/collection/policies-conduct';
import { createCrudService } from '../../core/crud/crud.service';
import type { DbOrTx } from '../../db/client';
import { validationError } from '../../core/errors';
import { settingsSource } from './collection-policy.repository';
import { checkMerchant, withMerchantNames } from './collection-policy.service';

type Row = Record<string, unknown>;

const asClock = (minutes: unknown) => (typeof minutes === 'number' ? clockOfMinutes(minutes) : undefined);

async function present(db: DbOrTx, rows: Row[]) {
  const named = await withMerchantNames(db, rows);
  return named.map((r) => ({ ...r, contactStart: asClock(r.contactStartMinute), contactEnd: asClock(r.contactEndMinute) }));
}

export const conductRulesService = createCrudService({
  entity: conductRulesEntity,
  source: settingsSource,
  merchantScope: { column: 'merchantId', nullIsShared: true },
  unique: [{ fields: ['merchantId'], message: 'collectionPolicy:errors.duplicateMerchant' }],
  hooks: {
    async prepare(tx, input, existing) {
      const { contactStart, contactEnd, ...rest } = input;
      const merged = {
        contactStart: contactStart ?? asClock(existing?.contactStartMinute),
        contactEnd: contactEnd ?? asClock(existing?.contactEndMinute),
      };
      const problem = conductProblem(merged);
      if (problem) throw validationError(problem.message);
      if (!existing) await checkMerchant(tx, input.merchantId);
      return {
        ...rest,
        ...(typeof contactStart === 'string' ? { contactStartMinute: minutesOfClock(contactStart) } : {}),
        ...(typeof contactEnd === 'string' ? { contactEndMinute: minutesOfClock(contactEnd) } : {}),
      };
    },
    present,
  },
});
