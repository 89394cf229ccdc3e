import { tmActivityEntity } from '../../../common/entities/tm-activity';
import { TM_INTENTS } from '../../../common/telemarketing/dial';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import { requestsOf, tmActivitySource } from './tm-activity.repository';

/** Activities: plain CRUD; the total limit is never below the daily one nor below what has been used; one with requests is disabled, not deleted. */
export const tmActivityService = createCrudService({
  entity: tmActivityEntity,
  source: tmActivitySource,
  merchantScope: notMerchantScoped('telemarketing activities are run for the company'),
  unique: [{ fields: ['name'], message: 'telemarketingWork:errors.duplicateActivity' }],
  hooks: {
    async prepare(_tx, input, existing) {
      const merged = { ...existing, ...input };
      if (Number(merged.totalLimit) < Number(merged.dailyLimit)) throw validationError('telemarketingWork:errors.totalBelowDaily');
      if (existing && Number(merged.totalLimit) < Number(existing.usedTotal)) throw validationError('telemarketingWork:errors.totalBelowUsed');
      const intents = input.eligibleIntents as string[] | undefined;
      if (intents?.some((i) => !(TM_INTENTS as readonly string[]).includes(i))) throw validationError('validation.option');
      return input;
    },
    async beforeDelete(tx, row) {
      if (await requestsOf(tx, Number(row.id))) throw conflict('telemarketingWork:errors.activityInUse');
    },
  },
});
