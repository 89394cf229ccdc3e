/**
 * RepaymentManagement's zero settlement over all filtered rows: the preview (count and amount owed), exactly
 * the filtered unsettled bills settled with per-bill results, a per-bill refusal, a changed count, the cap and
 * the permission. Each test moves the clock to days of its own and filters by lending day.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILTERED_BATCH_CAP } from '../../common/lists/filtered-batch';
import { actionCode, viewCode } from '../../common/routes';
import { queryRows } from '../../server/db/client';
import { orders } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { DAY } from './harness';
import { disbursedLoan } from './money-fixtures';
import { app, BILLS, billNow, get, newKey, post, startRepayApp, userWith } from './repay-manage.helpers';

startRepayApp();

const PREVIEW = 'rePayManage/zeroSettleFiltered/preview';
const SETTLE = 'rePayManage/zeroSettleFiltered';
let filter: { lendingDayFrom: string; lendingDayTo: string };

beforeEach(async () => {
  app.t.clock.advance(3 * DAY);
  const day = new Date(app.t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  filter = { lendingDayFrom: day, lendingDayTo: day };
  app.finance = await app.t.login('finance');
});

describe('zero settlement of all filtered rows', () => {
  it('settles exactly the filtered unsettled bills to 0, with per-bill results, after a preview naming count and amount', async () => {
    const loans = [await disbursedLoan(app.t), await disbursedLoan(app.t)];
    const bills = loans.flatMap((l) => l.bills);
    const preview = await get(PREVIEW, filter);
    expect(preview.data).toEqual({ count: bills.length, totalCents: bills.reduce((sum, b) => sum + amountDue(b), 0) });
    expect((await get(PREVIEW, { ...filter, orderNo: loans[0].orderNo })).data.count).toBe(loans[0].bills.length);

    const res = await post(SETTLE, { filter: { ...filter, orderNo: loans[0].orderNo }, expectedCount: loans[0].bills.length });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.results.map((r: { billId: number }) => r.billId).sort()).toEqual(loans[0].bills.map((b) => b.id).sort());
    expect(res.data.results.every((r: { ok: boolean; flowNo: string }) => r.ok && r.flowNo)).toBe(true);
    expect(res.data.settled).toBe(loans[0].bills.length);
    for (const b of loans[0].bills) expect((await billNow(b.id)).status).toBe('settled');
    for (const b of loans[1].bills) expect((await billNow(b.id)).status).not.toBe('settled');
    expect((await get(PREVIEW, filter)).data.count).toBe(loans[1].bills.length);
  });

  it('refuses one bill in its own result while the others settle', async () => {
    const good = await disbursedLoan(app.t);
    const early = await disbursedLoan(app.t);
    // Lent a second after now: settling it now would date a repayment before the loan.
    await app.t.db.update(orders).set({ lendingAt: new Date(app.t.clock.now().getTime() + 1_000) }).where(eq(orders.id, early.orderId));
    const count = good.bills.length + early.bills.length;
    const res = await post(SETTLE, { filter, expectedCount: count });
    expect(res.code, res.msg).toBe(200);
    const refused = res.data.results.filter((r: { ok: boolean }) => !r.ok);
    expect(refused.map((r: { billId: number }) => r.billId).sort()).toEqual(early.bills.map((b) => b.id).sort());
    expect(refused[0]).toMatchObject({ errorKey: 'repay:errors.beforeLoanDate', message: expect.any(String) });
    expect(res.data.settled).toBe(good.bills.length);
    for (const b of good.bills) expect((await billNow(b.id)).status).toBe('settled');
    for (const b of early.bills) expect((await billNow(b.id)).status).not.toBe('settled');
  });

  it('refuses a count other than the one confirmed, settling nothing, and answers a repeated key once', async () => {
    const loan = await disbursedLoan(app.t);
    const n = loan.bills.length;
    expect(await post(SETTLE, { filter, expectedCount: n + 1 })).toMatchObject({ code: 409, msg: `The filter now matches ${n} rows, not the ${n + 1} you confirmed; check the list and try again.` });
    expect((await billNow(loan.bills[0].id)).status).not.toBe('settled');
    const key = newKey();
    const first = await post(SETTLE, { filter, expectedCount: n }, { key });
    expect(first.code).toBe(200);
    expect(await post(SETTLE, { filter, expectedCount: n }, { key })).toEqual(first);
  });

  it(`refuses a filter holding more than ${FILTERED_BATCH_CAP} unsettled bills`, async () => {
    const loan = await disbursedLoan(app.t);
    const [bill] = loan.bills;
    const columns = (await queryRows<{ name: string }>(app.t.db, sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'bills' and column_name not in ('id', 'bill_no', 'period_no')`)).map((r) => sql.identifier(r.name));
    const list = sql.join(columns, sql`, `);
    await queryRows(app.t.db, sql`insert into bills (bill_no, period_no, ${list})
      select 'CAP' || g || ${bill.billNo}, 1000 + g, ${list} from bills, generate_series(1, ${FILTERED_BATCH_CAP}) g where id = ${bill.id}`);
    try {
      expect(await get(PREVIEW, filter)).toMatchObject({ code: 400, msg: 'The filter matches more than 5,000 rows; narrow it and try again.' });
      expect(await post(SETTLE, { filter, expectedCount: FILTERED_BATCH_CAP }, { language: 'zh' })).toMatchObject({ code: 400, msg: '筛选结果超过 5,000 条，请缩小筛选范围后重试。' });
      expect((await billNow(bill.id)).status).not.toBe('settled');
    } finally {
      await queryRows(app.t.db, sql`delete from bills where bill_no like 'CAP%'`);
    }
  });

  it('needs the zero-settle code', async () => {
    const loan = await disbursedLoan(app.t);
    const viewer = await userWith([viewCode(BILLS)]);
    expect((await get(PREVIEW, filter, viewer)).code).toBe(403);
    expect((await post(SETTLE, { filter, expectedCount: loan.bills.length }, { token: viewer })).code).toBe(403);
    const settler = await userWith([viewCode(BILLS), actionCode(BILLS, 'zeroSettle')]);
    expect((await get(PREVIEW, filter, settler)).code).toBe(200);
    expect((await billNow(loan.bills[0].id)).status).not.toBe('settled');
  });
});
