/**
 * Issue 11, point 1: identical creates sent at once. The service's duplicate check cannot see rows of
 * transactions not yet committed, so the table's unique index refuses the losers (SQLSTATE 23505): each must
 * answer as a duplicate sent afterwards does (409, the entity's message), never 500.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import {
  auditPersonnel, autoLoanCancelConfigs, dictTypes, menus, autoSettlementConfigs, autoWriteOffConfigs, departments, merchants, products, reReviewConfigs, riskModelLevels,
} from '../../server/db/schema';
import { translate } from '../../server/core/i18n';
import { GENERIC_DUPLICATE } from '../../server/core/unique-keys';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const RACERS = 20;

let t: TestApp;
let admin: string;
const merchant: Record<string, number> = {};
let productId: number;
let modelId: number;
let deptId: number;
let seededLevel: string;
let pricedProductId: number;
let auditorId: number;
let menuGroupId: number;
let dictTypeId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  for (const row of await t.db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants)) merchant[row.no] = row.id;
  [{ id: productId }] = await t.db.select({ id: products.id }).from(products).where(eq(products.productCode, 'JP-30D'));
  [{ id: deptId }] = await t.db.select({ id: departments.id }).from(departments).limit(1);
  [{ id: menuGroupId }] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.kind, 'group')).limit(1);
  [{ id: dictTypeId }] = await t.db.select({ id: dictTypes.id }).from(dictTypes).limit(1);
  modelId = (await t.call('POST', 'riskModel/save', { token: admin, body: { name: 'Race model', baseScore: 600 } })).data.id;
  [{ level: seededLevel }] = await t.db.select({ level: riskModelLevels.level }).from(riskModelLevels).limit(1);
  pricedProductId = (await t.call('POST', 'product/save', { token: admin, body: { ...productBody(), productCode: 'RACE-PRICED' } })).data.id;
  auditorId = (await createUser(t.db, (await createRole(t.db, { codes: [viewCode('AuditSystem/MyAudit')] })).id)).id;
  // One setting per merchant: start from none, so the race decides who is first.
  for (const table of [autoLoanCancelConfigs, autoSettlementConfigs, autoWriteOffConfigs, reReviewConfigs, auditPersonnel]) await t.db.delete(table);
});
afterAll(async () => { await t?.close(); });

const bankAccount = (accountNo: string) => ({
  merchantId: merchant['1501'], accountName: 'Race Ltd', bankName: 'Equity Bank', accountNo, branch: 'Kimathi Street', channel: 'bank',
});

function productBody() {
  return {
    merchantId: merchant['1501'], productCode: 'RACE-14D', productName: 'Race product', termDays: 14, installments: 1, minAmountCents: '1000',
    maxAmountCents: '20000', dailyInterestBp: '0.18', serviceFeeBp: '7', managementFeeBp: 0, lateFeeDailyBp: '1', extensionFeeBp: '5', loanTypes: 'all', sort: 9,
  };
}

/** Every entity with a unique index and a create route, with a body it accepts. */
const CASES: Array<[string, () => Record<string, unknown>, string[]?]> = [
  ['balance/save', () => ({ paymentCompany: 'airtel', accountName: 'Race float', bankAccount: 'RACE-1' })],
  ['role/save', () => ({ roleNo: 'RACE1', roleName: 'Race role' }), ['role:duplicateNo', 'role:duplicateName']],
  ['dict/save', () => ({ dictKey: 'raceKey', name: 'Race', codeTableType: 'ordinary' })],
  ['language/save', () => ({ name: 'Somali', code: 'so', sort: 7 })],
  ['product/save', productBody],
  ['user/save', () => ({
    username: 'race.user', realName: 'Race User', deptId, roleIds: [1], merchantId: merchant['1501'], phone: '254798700001', idNumber: '34500001',
    email: 'race.user@example.co.ke', jobNumber: 'RACE01', isInternal: true, employeeStatus: 'employed',
  }), ['user:conflicts.username', 'user:conflicts.phone', 'user:conflicts.jobNumber']],
  ['loanRouting/save', () => ({ merchantId: merchant['1501'], productId, channel: 'airtel', priority: 7 })],
  ['riskList/save', () => ({ listType: 'black', subjectType: 'device', value: 'race-device-1', reason: 'Race' })],
  // The same level also overlaps its own scores, which is checked first once the winner has committed.
  ['riskModelLevel/save', () => ({ modelId, level: 'A', minScore: 0, maxScore: 100, refuse: false }), ['riskModel:errors.duplicateLevel']],
  ['riskPricing/save', () => ({ productId: pricedProductId, modelLevel: seededLevel, dailyInterestBp: '0.1', maxAmountCents: '1000' })],
  ['auditPersonnel/save', () => ({
    userId: auditorId, groupName: 'Race team', merchantIds: [merchant['1501']], relatedMerchantIds: [], loanTypes: 'all',
    autoAllocation: true, messageSending: false, firstLoanWhitelist: true, dailyLimit: 10,
  })],
  ['orderReviewConfig/save', () => ({ merchantId: merchant['1501'], dailyLimit: 10, minHoursAfterReject: 24 })],
  ['autoLoanCancelConfig/save', () => ({ merchantId: merchant['1501'], waitHours: 48 })],
  ['autoSettlementConfig/save', () => ({ merchantId: merchant['1501'], maxRemainderCents: '10', minOverdueDays: 0 })],
  ['autoWriteOffConfig/save', () => ({ merchantId: merchant['1501'], maxRemainderCents: '5' })],
  // Sibling names, keys, questions and paths are unique without case (migration 0023).
  ['dept/save', () => ({ parentId: null, name: 'Race Department' })],
  ['dept/save', () => ({ parentId: deptId, name: 'Race Desk' })],
  ['dictItem/save', () => ({ typeId: dictTypeId, itemKey: 'raceItem', labelDefault: 'Race', itemValue: 'race', valueType: 'text' })],
  ['auditConfiguration/save', () => ({ question: 'Did the race finish?', options: ['Yes', 'No'], required: true, sort: 5 })],
  ['menu/save', () => ({ kind: 'page', parentId: menuGroupId, menuName: 'Race page', path: '/AdminContent/Race/Page', sort: 1 })],
  ['loanerAccount/save', () => bankAccount('9900000000001')],
  ['repaymentAccount/save', () => bankAccount('9900000000002')],
];

describe('racing identical creates', () => {
  // A loser answers with the message of the first unique field it finds taken: which one depends on when the
  // winner committed, so an entity with several unique fields may answer any of their messages.
  it.each(CASES)('%s: one succeeds, the rest answer as a duplicate does, none 500', async (url, body, alsoKeys = []) => {
    const answers = await Promise.all(Array.from({ length: RACERS }, () => t.call('POST', url, { token: admin, body: body() })));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200), `${url}: ${answers.find((a) => a.code !== 200 && a.code !== 409)?.msg}`).toHaveLength(1);
    const duplicate = await t.call('POST', url, { token: admin, body: body() });
    expect(duplicate.code).toBe(409);
    const allowed = [duplicate.msg, ...alsoKeys.map((key) => translate('en', key))];
    expect(allowed).not.toContain(translate('en', GENERIC_DUPLICATE));
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer).toMatchObject({ code: 409, data: null });
      expect(allowed).toContain(answer.msg);
    }
  });

  it('answers a racing duplicate in the caller\'s language', async () => {
    const body = { roleNo: 'RACE2', roleName: '竞速角色' };
    const answers = await Promise.all(Array.from({ length: RACERS }, () => t.call('POST', 'role/save', { token: admin, body, language: 'zh' })));
    const allowed = ['role:duplicateNo', 'role:duplicateName'].map((key) => translate('zh', key));
    for (const msg of allowed) expect(msg).toMatch(/[\u4e00-\u9fff]/);
    const losers = answers.filter((a) => a.code !== 200);
    expect(losers).toHaveLength(RACERS - 1);
    for (const answer of losers) expect(allowed).toContain(answer.msg);
  });

});
