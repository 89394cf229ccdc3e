/** The configuration screens on the CRUD pattern: versions, announcements, launch screens, sensitive fields. */
import { announcementEntity } from '../../../common/entities/announcement';
import { appContentEntity } from '../../../common/entities/app-content';
import { appVersionEntity } from '../../../common/entities/app-version';
import { launchScreenEntity } from '../../../common/entities/launch-screen';
import { sensitiveFieldEntity } from '../../../common/entities/sensitive-field';
import { serviceHotlineEntity } from '../../../common/entities/service-hotline';
import { supermarketProductEntity } from '../../../common/entities/supermarket-product';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { assertAppExists, assertImageStored, sources } from './app-content.repository';

type Row = Record<string, unknown>;

/** A start before its end, whichever of the two the update sends. */
function checkWindow(input: Row, existing: Row | null) {
  const startsAt = (input.startsAt ?? existing?.startsAt) as Date | undefined;
  const endsAt = (input.endsAt === undefined ? existing?.endsAt : input.endsAt) as Date | null | undefined;
  if (startsAt && endsAt && endsAt <= startsAt) throw validationError('appContent:errors.window');
}

async function checkApp(tx: Tx, input: Row) {
  if (typeof input.appCode === 'string') await assertAppExists(tx, input.appCode);
}

export const appVersionService = createCrudService({
  entity: appVersionEntity,
  source: sources.appVersions,
  merchantScope: { appCode: 'appCode' },
  unique: [{ fields: ['appCode', 'platform', 'versionCode'], message: 'appContent:errors.duplicateVersion' }],
  hooks: { async prepare(tx, input) { await checkApp(tx, input); return input; } },
});

export const announcementService = createCrudService({
  entity: announcementEntity,
  source: sources.announcements,
  merchantScope: { appCode: 'appCode' },
  hooks: {
    async prepare(tx, input, existing, deps) {
      await checkApp(tx, input);
      // No start given: in force from now (on an update, an emptied start keeps the one it had).
      const values = input.startsAt ? input : { ...input, startsAt: existing?.startsAt ?? deps.now() };
      checkWindow(values, existing);
      return values;
    },
  },
});

export const launchScreenService = createCrudService({
  entity: launchScreenEntity,
  source: sources.launchScreens,
  merchantScope: { appCode: 'appCode' },
  hooks: {
    async prepare(tx, input, existing, deps) {
      await checkApp(tx, input);
      checkWindow(input, existing);
      if (typeof input.imageKey === 'string') await assertImageStored(deps, input.imageKey);
      return input;
    },
  },
});

/** Built-in rows (today's defaults) can be disabled or changed, not deleted. */
export const sensitiveFieldService = createCrudService({
  entity: sensitiveFieldEntity,
  source: sources.sensitiveFieldRules,
  merchantScope: notMerchantScoped('which response fields of the customer apps are masked: one rule set for every app'),
  unique: [{ fields: ['fieldName'], message: 'appContent:errors.duplicateField' }],
  hooks: {
    async beforeDelete(_tx, row) {
      if (row.builtIn) throw conflict('appContent:errors.builtInField');
    },
  },
});

export const appContentService = createCrudService({
  entity: appContentEntity,
  source: sources.appContents,
  merchantScope: { appCode: 'appCode' },
  unique: [{ fields: ['appCode', 'contentCode', 'language'], message: 'appContent:errors.duplicateContent' }],
  hooks: { async prepare(tx, input) { await checkApp(tx, input); return input; } },
});

export const serviceHotlineService = createCrudService({
  entity: serviceHotlineEntity,
  source: sources.serviceHotlines,
  merchantScope: { appCode: 'appCode' },
  hooks: { async prepare(tx, input) { await checkApp(tx, input); return input; } },
});

export const supermarketProductService = createCrudService({
  entity: supermarketProductEntity,
  source: sources.supermarketProducts,
  merchantScope: notMerchantScoped('the loan supermarket partner catalogue is one for every app'),
  hooks: {
    async prepare(_tx, input, existing, deps) {
      const min = Number(input.minAmountCents ?? existing?.minAmountCents);
      const max = Number(input.maxAmountCents ?? existing?.maxAmountCents);
      if (min > max) throw validationError('appContent:errors.amountRange');
      if (typeof input.logoKey === 'string') await assertImageStored(deps, input.logoKey);
      return input;
    },
  },
});
