/** The four configuration screens on the CRUD kit: merchant must exist, cross-field rules, names joined. */
import {
  artificialBlacklistEntity, blacklistValueProblem, contactBlacklistEntity, loanLimitProblem, merchantLoanLimitEntity, trafficRuleEntity,
} from '../../../common/entities/merchant-config';
import { createCrudService, type CrudHooks } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { withMerchantNames } from '../after-loan-settings/merchant-setting';
import { merchantExists } from '../product/product.repository';
import { artificialBlacklistSource, contactBlacklistSource, merchantLoanLimitSource, trafficRuleSource } from './merchant-config.repository';

type Row = Record<string, unknown>;
const UNKNOWN_MERCHANT = 'merchantConfig:errors.unknownMerchant';

async function merchantChecked(db: DbOrTx, input: Row) {
  if (typeof input.merchantId === 'number' && !(await merchantExists(db, input.merchantId))) throw validationError(UNKNOWN_MERCHANT);
}

const merchantHooks = (check?: (values: Row) => void): CrudHooks => ({
  async prepare(tx, input, existing) {
    check?.({ ...existing, ...input });
    await merchantChecked(tx, input);
    return input;
  },
  present: withMerchantNames,
});

export const trafficRuleService = createCrudService({
  entity: trafficRuleEntity, source: trafficRuleSource, merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId'], message: 'merchantConfig:errors.duplicateMerchant' }],
  hooks: merchantHooks(),
});

export const merchantLoanLimitService = createCrudService({
  entity: merchantLoanLimitEntity, source: merchantLoanLimitSource, merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId', 'loanType'], message: 'merchantConfig:errors.duplicateLoanType' }],
  hooks: merchantHooks((values) => {
    const problem = loanLimitProblem(values);
    if (problem) throw validationError(problem.message);
  }),
});

/** { subjectType: 'phone', value } → also { phone: value }, so masked users receive it masked (value is dropped). */
function bySubject(row: Row): Row {
  const { value, ...rest } = row;
  return { ...rest, [String(row.subjectType)]: value };
}

export const artificialBlacklistService = createCrudService({
  entity: artificialBlacklistEntity, source: artificialBlacklistSource, merchantScope: { column: 'merchantId', nullIsShared: true },
  unique: [{ fields: ['subjectType', 'value', 'merchantId'], message: 'merchantConfig:errors.duplicateEntry' }],
  hooks: {
    async prepare(tx, input) {
      const problem = blacklistValueProblem(input);
      if (problem) throw validationError(problem.message);
      await merchantChecked(tx, input);
      return typeof input.value === 'string' ? { ...input, value: input.value.trim() } : input;
    },
    async present(db, rows) {
      return (await withMerchantNames(db, rows)).map(bySubject);
    },
  },
});

export const contactBlacklistService = createCrudService({
  entity: contactBlacklistEntity, source: contactBlacklistSource, merchantScope: notMerchantScoped('one company-wide list of contact numbers never called'),
  unique: [{ fields: ['phone'], message: 'merchantConfig:errors.duplicatePhone' }],
});
