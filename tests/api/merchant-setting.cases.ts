/**
 * The cases the per-merchant settings share (AutomaticLoanCancelConfig, AutoSettlementConfig,
 * AutoWriteOffAmountConfig): one record per merchant, merchant fixed once created, paging, filters,
 * enable, delete, audit and permissions. Each test file adds the rules of its own fields.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowOf, emptyTable, settingsClient, type SettingsClient } from './after-loan-settings';
import { startTestApp, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { merchantId } from './order-states';

type Body = Record<string, unknown>;

export interface MerchantSettingCase {
  name: string;
  table: PgTable;
  /** A valid record for the merchant. */
  valid: (merchantId: number) => Body;
  /** A valid change, and the stored values it gives. */
  change: Body;
  stored: Body;
}

export interface SettingsContext {
  t: TestApp;
  api: SettingsClient;
  /** Merchant ids by merchant number. */
  merchants: Record<'1501' | '1502' | '1503', number>;
}

export function merchantSettingCases({ name, table, valid, change, stored }: MerchantSettingCase): SettingsContext {
  const ctx = {} as SettingsContext;

  beforeAll(async () => {
    ctx.t = await startTestApp();
    // These settings are kept for every merchant by one finance desk (finance is tied to one merchant in the demo).
    await tieToEveryMerchant(ctx.t.db, ['finance']);
    ctx.api = settingsClient(ctx.t, name, await ctx.t.login('finance'));
    const [a, b, c] = await Promise.all(['1501', '1502', '1503'].map((no) => merchantId(ctx.t, no)));
    ctx.merchants = { 1501: a, 1502: b, 1503: c };
    await emptyTable(ctx.t, table);
  });
  afterAll(() => ctx.t.close());

  describe(`${name}: one per merchant`, () => {
    it('creates a merchant\'s setting with its name and an audit row, and refuses a second one', async () => {
      const { t, api, merchants } = ctx;
      await emptyTable(t, table);
      const created = await api.save(valid(merchants[1501]));
      expect(created.code).toBe(200);
      expect(created.data).toMatchObject({ merchantId: merchants[1501], merchantName: 'Jamii Pesa', enabled: true });
      expect((await auditRowOf(t, 'create', name, created.data.id))?.after).toMatchObject({ merchantId: merchants[1501] });
      expect(await api.save(valid(merchants[1501]))).toMatchObject({ code: 409, msg: 'This merchant already has a setting here; edit it instead.' });
      expect((await api.save(valid(merchants[1501]), 'zh')).msg).toBe('该商户在此已有配置，请直接编辑。');
    });

    it('refuses a merchant that does not exist', async () => {
      expect(await ctx.api.save(valid(99_999))).toMatchObject({ code: 400, msg: 'The merchant does not exist.' });
    });

    it('updates its values, audited, but never its merchant', async () => {
      const { t, api, merchants } = ctx;
      await emptyTable(t, table);
      const created = await api.save(valid(merchants[1502]));
      const updated = await api.update(created.data.id, { ...change, merchantId: merchants[1503], remark: 'Reviewed by finance' });
      expect(updated.data).toMatchObject({ ...stored, merchantId: merchants[1502], remark: 'Reviewed by finance' });
      const row = await auditRowOf(t, 'update', name, created.data.id);
      expect(row?.before).toMatchObject({ remark: null });
      expect(row?.after).toMatchObject({ ...stored, remark: 'Reviewed by finance' });
    });

    it('pages by merchant and filters by merchant and enabled', async () => {
      const { t, api, merchants } = ctx;
      await emptyTable(t, table);
      const rows = [];
      for (const id of Object.values(merchants)) rows.push((await api.save(valid(id))).data);
      const first = await api.list({ current: 1, size: 2 });
      expect(first.data).toMatchObject({ total: 3, size: 2 });
      expect(first.data.records.map((r: { merchantName: string }) => r.merchantName)).toEqual(['Jamii Pesa', 'Haraka Loans']);
      expect((await api.list({ current: 2, size: 2 })).data.records.map((r: { merchantName: string }) => r.merchantName)).toEqual(['Soko Credit']);
      expect((await api.list({ merchantId: merchants[1503] })).data.records.map((r: { id: number }) => r.id)).toEqual([rows[2].id]);
      await api.enable(rows[1].id, false);
      expect((await api.list({ enabled: 'false' })).data.records.map((r: { id: number }) => r.id)).toEqual([rows[1].id]);
      expect((await api.list({ enabled: 'true' })).data.total).toBe(2);
    });
  });

  describe(`${name}: enable, delete and permissions`, () => {
    it('disables and enables with audit rows', async () => {
      const { t, api, merchants } = ctx;
      await emptyTable(t, table);
      const created = await api.save(valid(merchants[1501]));
      expect((await api.enable(created.data.id, false)).code).toBe(200);
      expect((await api.detail(created.data.id)).data.enabled).toBe(false);
      expect((await auditRowOf(t, 'disable', name, created.data.id))?.after).toMatchObject({ enabled: false });
      expect((await api.enable(created.data.id, true)).code).toBe(200);
      expect((await auditRowOf(t, 'enable', name, created.data.id))?.after).toMatchObject({ enabled: true });
    });

    it('deletes with an audit row, after which the merchant may have a new one', async () => {
      const { t, api, merchants } = ctx;
      await emptyTable(t, table);
      const created = await api.save(valid(merchants[1501]));
      expect((await api.remove([created.data.id])).code).toBe(200);
      expect((await api.detail(created.data.id)).code).toBe(404);
      expect((await auditRowOf(t, 'delete', name, created.data.id))?.before).toMatchObject({ merchantId: merchants[1501] });
      expect((await api.save(valid(merchants[1501]))).code).toBe(200);
    });

    it('refuses a user without the screen\'s codes', async () => {
      const { t, api, merchants } = ctx;
      await emptyTable(t, table);
      const created = await api.save(valid(merchants[1501]));
      const auditor = settingsClient(t, name, await t.login('auditor'));
      expect((await auditor.list()).code).toBe(403);
      expect((await auditor.detail(created.data.id)).code).toBe(403);
      expect((await auditor.save(valid(merchants[1502]))).code).toBe(403);
      expect((await auditor.update(created.data.id, change)).code).toBe(403);
      expect((await auditor.enable(created.data.id, false)).code).toBe(403);
      expect((await auditor.remove([created.data.id])).code).toBe(403);
      expect((await api.list()).data.total).toBe(1);
      expect((await api.detail(created.data.id)).data.enabled).toBe(true);
    });
  });

  return ctx;
}
