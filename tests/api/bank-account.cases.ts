/**
 * The cases LoanerManagement and RepaymentAccountManagement share (one declaration, two tables): each test
 * file runs them for its own entity and names the other, whose accounts do not count as duplicates.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_LOAN_MERCHANTS_URL } from '../../common/entities/merchant-setting';
import { auditRowOf, emptyTable, settingsClient, type SettingsClient } from './after-loan-settings';
import { startTestApp, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { merchantId } from './order-states';

const DUPLICATE = 'Duplicate account: an account with this bank and account number already exists.';

export function bankAccountCases(name: string, table: PgTable, otherName: string) {
  let t: TestApp;
  let api: SettingsClient;
  let jamii: number;
  let haraka: number;
  let sequence = 0;
  const account = (over: Record<string, unknown> = {}) => {
    sequence += 1;
    return { merchantId: jamii, accountName: 'Jamii Pesa Ltd', bankName: 'Equity Bank', accountNo: `11802794${String(sequence).padStart(5, '0')}`, branch: 'Kimathi Street', channel: 'bank', remark: 'Main account', ...over };
  };

  beforeAll(async () => {
    t = await startTestApp();
    // Finance keeps every merchant's accounts here; merchant scope (issue 31.4) limits a user to their merchants.
    await tieToEveryMerchant(t.db, ['finance']);
    api = settingsClient(t, name, await t.login('finance'));
    await emptyTable(t, table);
    jamii = await merchantId(t, '1501');
    haraka = await merchantId(t, '1502');
  });
  afterAll(() => t.close());

  describe(`${name}: add, edit and list`, () => {
    it('offers the merchants to choose from', async () => {
      const options = await t.call('GET', AFTER_LOAN_MERCHANTS_URL, { token: await t.login('finance') });
      expect(options.data).toEqual(expect.arrayContaining([{ value: jamii, label: '1501 Jamii Pesa' }, { value: haraka, label: '1502 Haraka Loans' }]));
    });

    it('creates an account with its merchant name and an audit row', async () => {
      const created = await api.save(account({ accountNo: ' 1180279465312 ', channel: 'bank' }));
      expect(created.code).toBe(200);
      expect(created.data).toMatchObject({ accountNo: '1180279465312', bankName: 'Equity Bank', enabled: true, merchantName: 'Jamii Pesa' });
      const row = await auditRowOf(t, 'create', name, created.data.id);
      expect(row?.after).toMatchObject({ accountNo: '1180279465312', merchantId: jamii });
    });

    it('updates an account and audits before and after', async () => {
      const created = await api.save(account());
      const updated = await api.update(created.data.id, { branch: 'Moi Avenue', merchantId: haraka });
      expect(updated.data).toMatchObject({ branch: 'Moi Avenue', merchantName: 'Haraka Loans', accountNo: created.data.accountNo });
      const row = await auditRowOf(t, 'update', name, created.data.id);
      expect(row?.before).toMatchObject({ branch: 'Kimathi Street', merchantId: jamii });
      expect(row?.after).toMatchObject({ branch: 'Moi Avenue', merchantId: haraka });
    });

    it('pages and filters by merchant, bank, account number, channel and enabled', async () => {
      await emptyTable(t, table);
      await api.save(account({ bankName: 'KCB', channel: 'bank' }));
      await api.save(account({ bankName: 'M-Pesa Paybill', accountNo: '4001501', channel: 'mpesa', branch: null }));
      const ncba = await api.save(account({ merchantId: haraka, accountName: 'Haraka Loans Ltd', bankName: 'NCBA', channel: 'bank' }));
      const first = await api.list({ current: 1, size: 2 });
      expect(first.data).toMatchObject({ total: 3, current: 1, size: 2 });
      expect(first.data.records).toHaveLength(2);
      const second = await api.list({ current: 2, size: 2 });
      expect(second.data.records).toHaveLength(1);
      expect(new Set([...first.data.records, ...second.data.records].map((r: { id: number }) => r.id)).size).toBe(3);
      expect((await api.list({ merchantId: haraka })).data.records.map((r: { id: number }) => r.id)).toEqual([ncba.data.id]);
      expect((await api.list({ bankName: 'ncb' })).data.total).toBe(1);
      expect((await api.list({ accountNo: '40015' })).data.records[0]).toMatchObject({ bankName: 'M-Pesa Paybill' });
      expect((await api.list({ channel: 'mpesa' })).data.total).toBe(1);
      await api.enable(ncba.data.id, false);
      expect((await api.list({ enabled: 'false' })).data.records.map((r: { id: number }) => r.id)).toEqual([ncba.data.id]);
      expect((await api.list({ enabled: 'true' })).data.total).toBe(2);
    });
  });

  describe(`${name}: rules`, () => {
    it('names the field in its messages, in English and Chinese', async () => {
      expect(await api.save(account({ accountNo: '1180 2794' }))).toMatchObject({ code: 400, msg: 'Account number: letters, digits and "-" only.' });
      expect((await api.save(account({ accountNo: '1180 2794' }), 'zh')).msg).toBe('账号只能包含字母、数字和“-”。');
      expect((await api.save(account({ accountNo: '118' }))).msg).toBe('Account number: at least 4 characters.');
      expect((await api.save(account({ bankName: '' }))).msg).toBe('Please provide complete information.');
      expect((await api.save(account({ channel: 'cash' }))).msg).toBe('The value of Payment channel is not one of the choices.');
      expect((await api.save(account({ channel: 'cash' }), 'zh')).msg).toBe('支付渠道 的值不在可选范围内。');
      expect((await api.save(account({ accountName: 'x'.repeat(65) }))).msg).toBe('Account name: at most 64 characters.');
    });

    it('refuses a merchant that does not exist', async () => {
      expect(await api.save(account({ merchantId: 99_999 }))).toMatchObject({ code: 400, msg: 'The merchant does not exist.' });
      expect((await api.save(account({ merchantId: 99_999 }), 'zh')).msg).toBe('商户不存在。');
    });

    it('checks an update by the same rules', async () => {
      const created = await api.save(account());
      expect((await api.update(created.data.id, { accountNo: 'no/slash' })).msg).toBe('Account number: letters, digits and "-" only.');
      expect((await api.update(created.data.id, { channel: 'cheque' })).code).toBe(400);
      expect((await api.detail(created.data.id)).data.accountNo).toBe(created.data.accountNo);
    });

    it('refuses the same bank and account number twice, whatever the case, on create and on update', async () => {
      const first = await api.save(account({ bankName: 'Co-operative Bank', accountNo: '01129456782100' }));
      expect(await api.save(account({ bankName: 'co-operative bank', accountNo: '01129456782100', merchantId: haraka }))).toMatchObject({ code: 409, msg: DUPLICATE });
      expect((await api.save(account({ bankName: 'Co-operative Bank', accountNo: '01129456782100' }), 'zh')).msg).toBe('账户重复：已存在相同银行和账号的账户。');
      const second = await api.save(account({ bankName: 'Co-operative Bank' }));
      expect(await api.update(second.data.id, { accountNo: '01129456782100' })).toMatchObject({ code: 409, msg: DUPLICATE });
      expect((await api.update(first.data.id, { remark: 'Still mine' })).code).toBe(200);
    });

    it(`does not count ${otherName} accounts as duplicates`, async () => {
      const other = settingsClient(t, otherName, await t.login('admin'));
      expect((await other.save(account({ bankName: 'NCBA', accountNo: '1002837465' }))).code).toBe(200);
      expect((await api.save(account({ bankName: 'NCBA', accountNo: '1002837465' }))).code).toBe(200);
    });
  });

  describe(`${name}: enable, delete and permissions`, () => {
    it('disables and enables with audit rows', async () => {
      const created = await api.save(account());
      expect((await api.enable(created.data.id, false)).code).toBe(200);
      expect((await api.detail(created.data.id)).data.enabled).toBe(false);
      expect((await auditRowOf(t, 'disable', name, created.data.id))?.after).toMatchObject({ enabled: false });
      expect((await api.enable(created.data.id, true)).code).toBe(200);
      expect((await api.detail(created.data.id)).data.enabled).toBe(true);
      expect((await auditRowOf(t, 'enable', name, created.data.id))?.before).toMatchObject({ enabled: false });
    });

    it('deletes with an audit row that keeps what was deleted', async () => {
      const created = await api.save(account());
      expect((await api.remove([created.data.id])).code).toBe(200);
      expect((await api.detail(created.data.id)).code).toBe(404);
      expect((await auditRowOf(t, 'delete', name, created.data.id))?.before).toMatchObject({ accountNo: created.data.accountNo });
      expect((await api.remove([created.data.id])).code).toBe(404);
    });

    it('refuses a user without the screen\'s codes', async () => {
      const created = await api.save(account());
      const auditor = settingsClient(t, name, await t.login('auditor'));
      expect((await auditor.list()).code).toBe(403);
      expect((await auditor.save(account())).code).toBe(403);
      expect((await auditor.update(created.data.id, { branch: 'Nope' })).code).toBe(403);
      expect((await auditor.enable(created.data.id, false)).code).toBe(403);
      expect((await auditor.remove([created.data.id])).code).toBe(403);
      expect((await t.call('GET', AFTER_LOAN_MERCHANTS_URL, { token: await t.login('auditor') })).code).toBe(403);
      expect((await api.detail(created.data.id)).data).toMatchObject({ enabled: true, branch: 'Kimathi Street' });
    });
  });
}
