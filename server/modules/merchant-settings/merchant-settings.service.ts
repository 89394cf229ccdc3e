/** The three screens on the CRUD kit: merchants with their settings, due-date rules, traffic personnel. */
import {
  LOAN_LIMIT_FIELDS, maturityRuleEntity, merchantProfileEntity, trafficPersonnelEntity, WITHDRAWAL_FIELDS,
} from '../../../common/entities/merchant-settings';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict, validationError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { withMerchantNames } from '../after-loan-settings/merchant-setting';
import { merchantExists, merchantNames } from '../product/product.repository';
import {
  knownMerchantCount, maturityRuleSource, merchantProfileSource, ownProductCount, peopleOf, productNames, settingsOf,
  trafficPersonnelSource, upsertSettings, deleteSettings, merchantDeletable,
} from './merchant-settings.repository';

type Row = Record<string, unknown>;
const NS = 'merchantSettings';
/** Fields kept in merchant_settings, not in merchants. */
export const SETTING_FIELDS = ['offeredProductIds', ...LOAN_LIMIT_FIELDS, ...WITHDRAWAL_FIELDS] as const;
const COMPANY = { companyCode: '15', companyName: 'Demo Lending Group' };

function split(input: Row): { merchant: Row; settings: Row } {
  const merchant: Row = {};
  const settings: Row = {};
  for (const [key, value] of Object.entries(input)) ((SETTING_FIELDS as readonly string[]).includes(key) ? settings : merchant)[key] = value;
  return { merchant, settings };
}

async function withSettings(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const settings = await settingsOf(db, rows.map((r) => Number(r.id)));
  const names = await productNames(db, [...new Set([...settings.values()].flatMap((s) => s.offeredProductIds))]);
  return rows.map((row) => {
    const s = settings.get(Number(row.id));
    const offered = s?.offeredProductIds ?? [];
    return {
      ...row,
      offeredProductIds: offered,
      offeredProducts: offered.map((id) => names.get(id) ?? String(id)).join(', '),
      maxLoanAmountCents: s?.maxLoanAmountCents ?? null,
      withdrawalMinCents: s?.withdrawalMinCents ?? 0,
      withdrawalDailyLimit: s?.withdrawalDailyLimit ?? -1,
      withdrawalSettledOnly: s?.withdrawalSettledOnly ?? false,
    };
  });
}

/** A merchant anything refers to (products, orders, staff, rules…) is disabled, not deleted: only a mistaken one goes. */
async function assertMerchantUnused(tx: Tx, merchantId: number) {
  if (!(await merchantDeletable(tx, merchantId))) throw conflict(`${NS}:errors.merchantInUse`);
}

export const merchantProfileService = createCrudService({
  entity: merchantProfileEntity,
  source: merchantProfileSource,
  merchantScope: { merchantItself: true },
  unique: [{ fields: ['merchantNo'], message: `${NS}:errors.duplicateMerchantNo` }],
  hooks: {
    async prepare(_tx, input, existing) {
      const { merchant } = split(input);
      return existing ? merchant : { ...COMPANY, ...merchant };
    },
    async afterSave(tx, row, input, deps) {
      const { settings } = split(input);
      if (Array.isArray(settings.offeredProductIds)) {
        const ids = [...new Set(settings.offeredProductIds.map(Number))];
        if ((await ownProductCount(tx, Number(row.id), ids)) !== ids.length) throw validationError(`${NS}:errors.foreignProduct`);
        settings.offeredProductIds = ids;
      }
      // 0 clears the ceiling (no limit besides the product's and the loan amount limits).
      if (settings.maxLoanAmountCents === 0) settings.maxLoanAmountCents = null;
      if (Object.keys(settings).length) await upsertSettings(tx, Number(row.id), settings, deps.now());
    },
    async beforeDelete(tx, row) {
      await assertMerchantUnused(tx, Number(row.id));
      await deleteSettings(tx, Number(row.id));
    },
    present: withSettings,
  },
});

async function assertMerchant(db: DbOrTx, input: Row) {
  if (typeof input.merchantId === 'number' && !(await merchantExists(db, input.merchantId))) throw validationError(`${NS}:errors.unknownMerchant`);
}

export const maturityRuleService = createCrudService({
  entity: maturityRuleEntity,
  source: maturityRuleSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId', 'productId'], message: `${NS}:errors.duplicateRule` }],
  hooks: {
    async prepare(tx, input) {
      await assertMerchant(tx, input);
      if (typeof input.productId === 'number' && (await ownProductCount(tx, Number(input.merchantId), [input.productId])) !== 1) {
        throw validationError(`${NS}:errors.foreignProduct`);
      }
      return input.productId === undefined && input.merchantId !== undefined ? { ...input, productId: null } : input;
    },
    async present(db, rows) {
      const names = await productNames(db, rows.map((r) => r.productId as number).filter(Boolean));
      return (await withMerchantNames(db, rows)).map((r) => ({ ...r, productName: r.productId ? names.get(r.productId as number) ?? null : null }));
    },
  },
});

export const trafficPersonnelService = createCrudService({
  entity: trafficPersonnelEntity,
  source: trafficPersonnelSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['userId'], message: `${NS}:errors.duplicatePersonnel` }],
  hooks: {
    async prepare(tx, input, existing) {
      if (typeof input.userId === 'number' && !(await peopleOf(tx, [input.userId])).has(input.userId)) throw validationError(`${NS}:errors.unknownUser`);
      await assertMerchant(tx, input);
      if (Array.isArray(input.relatedMerchantIds)) {
        const principal = Number(input.merchantId ?? existing?.merchantId);
        const ids = [...new Set(input.relatedMerchantIds.map(Number))].filter((id) => id !== principal);
        if ((await knownMerchantCount(tx, ids)) !== ids.length) throw validationError(`${NS}:errors.unknownMerchant`);
        return { ...input, relatedMerchantIds: ids };
      }
      return input;
    },
    async present(db, rows) {
      const people = await peopleOf(db, rows.map((r) => Number(r.userId)));
      const related = await merchantNames(db, [...new Set(rows.flatMap((r) => (r.relatedMerchantIds as number[]) ?? []))]);
      return (await withMerchantNames(db, rows)).map((r) => {
        const p = people.get(Number(r.userId));
        const relatedNames = ((r.relatedMerchantIds as number[]) ?? []).map((id) => related.get(id) ?? String(id)).join(', ');
        return { ...r, userNo: p?.userNo ?? null, realName: p?.realName ?? null, relatedMerchantNames: relatedNames };
      });
    },
  },
});
