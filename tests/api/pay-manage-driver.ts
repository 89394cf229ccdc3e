/** How the LoanManagement tests drive payManage: POSTs with an Idempotency-Key, the list, and the rows behind it. */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { API_PREFIX } from '../../server/core/route';
import { channelTransactions, loanCodes, orders } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import type { TestApp } from './harness';
import { pendingDisbursement } from './money-fixtures';
import { scopeUserTo } from './order-states';

export interface PostOptions {
  token?: string;
  /** A new key unless given; null sends none. */
  key?: string | null;
  language?: string;
}

export function payManageDriver(t: TestApp, defaultToken: string) {
  async function post(url: string, body: unknown, { token = defaultToken, key = randomUUID(), language }: PostOptions = {}) {
    const response = await t.app.inject({
      method: 'POST', url: `${API_PREFIX}/${url}`, payload: body as object,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}), ...(language ? { language } : {}) },
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    return response.json() as { code: number; msg: string; data: any };
  }

  const list = (query: Record<string, string | number>, token = defaultToken) => t.call('GET', 'payManage/list', { token, query: { size: 100, ...query } });
  const codesOf = (orderId: number) => t.db.select().from(loanCodes).where(eq(loanCodes.orderId, orderId)).orderBy(loanCodes.id);

  return {
    post,
    list,
    codesOf,
    rowOf: async (orderNo: string, token = defaultToken) => (await list({ orderNo }, token)).data.records[0],
    orderRow: async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0],
    /** What the channel was asked to pay for the order (its own book). */
    async payoutsOf(orderId: number) {
      const refs = (await codesOf(orderId)).map((c) => c.systemCode);
      return refs.length ? t.db.select().from(channelTransactions).where(inArray(channelTransactions.reference, refs)) : [];
    },
    /** An approved order whose first payout the channel failed (or left unanswered, timing out). */
    async failedOrder(behaviour: 'fail' | 'timeout' = 'fail') {
      const order = await pendingDisbursement(t);
      t.payments.setBehaviour('mpesa', behaviour);
      const res = await post('payManage/disburse', { orderIds: [order.orderId] });
      t.payments.setBehaviour('mpesa', 'pay');
      expect(res.code).toBe(200);
      return order;
    },
    /** A new user of merchant 1501 holding these codes and sensitive permissions, signed in. */
    async userWith(codes: string[], sensitivePerms: ('viewPlainData' | 'exportData')[] = []) {
      const role = await createRole(t.db, { codes, sensitivePerms });
      const user = await createUser(t.db, role.id);
      await scopeUserTo(t, user.id, '1501');
      return t.login(user.username);
    },
    /** The export's rows (header first), as values. */
    async exportRows(token: string, query: Record<string, string | number>) {
      const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/payManage/export`, headers: { authorization: `Bearer ${token}` },
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as never);
      return workbook.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    },
  };
}
