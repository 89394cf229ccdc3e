/**
 * The case engine (issue 13): the case job opens a case per bill at the band its days say, moves it as days pass
 * (not when retained), is safe to run twice; the money events close a case when its bill is settled or written
 * off, reopen it when a rollback makes the bill owe again, attribute cash to the holder at that moment (a
 * rollback writes the reversed row), and decide promises; the promise check decides the rest. Each test has its
 * own database; the ledger balances after each.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionCaseLevels, collectionCases, collectionPromises, collectionRepayments } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { bills } from '../../server/db/schema';
import { runCaseJob } from '../../server/modules/collection-case/case.job';
import { closeCase, reopenCase } from '../../server/modules/collection-case/case-lifecycle';
import { checkPromises } from '../../server/modules/collection-case/promise.job';
import { accrueOverdueWithCases } from '../../server/modules/collection-case/overdue-day';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { rollbackRepayment } from '../../server/modules/repay/rollback-repayment';
import { V2_MERCHANT, V2_MERCHANT_LEVELS } from '../../server/db/seed/collection.data';
import { caseOfBill, insertLevels, levelRows, seedCollectionBook } from './collection-fixtures';
import { merchantId } from './order-states';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { expectCaseCountsExact } from './case-counts-assert';

let t: TestApp | undefined;
afterEach(async () => {
  if (t) {
    await expectLedgerBalanced(t);
    await expectCaseCountsExact(t);
    await t.close();
  }
  t = undefined;
});

const fresh = async () => {
  t = await startTestApp();
  return t;
};

async function billNow(app: TestApp, id: number) {
  const [row] = await app.db.select().from(bills).where(eq(bills.id, id));
  return row;
}

let serial = 0;
const pay = (app: TestApp, billId: number, amountCents: number, extra: Partial<Parameters<typeof applyRepayment>[1]> = {}) => {
  serial += 1;
  return app.db.transaction((tx) => applyRepayment(tx, {
    billId, repayType: 'partial', amountCents, paymentChannel: 'mpesa', paymentCode: `QKCASE${serial}X${billId}`, source: 'manual',
    repaidAt: app.clock.now(), actorUserId: null, now: app.clock.now(), ...extra,
  }));
};
const settle = async (app: TestApp, billId: number) => pay(app, billId, amountDue(await billNow(app, billId)), { repayType: 'settle' });
const rollback = (app: TestApp, flowId: number) => app.db.transaction((tx) => rollbackRepayment(tx, { flowId, actorUserId: null, at: app.clock.now() }));

describe('the case job', () => {
  it('opens one case per bill at the band its days say, with its first level row and the bill figures', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app);
    const cases = await Promise.all(book.billIds.map((id) => caseOfBill(app, id)));
    expect(cases.map((c) => c.level)).toEqual(['D-2', 'D0', 'S1', 'S2', 'S3', 'S4', 'S5']);
    expect(cases.map((c) => c.kind)).toEqual(['preReminder', 'preReminder', 'overdue', 'overdue', 'overdue', 'overdue', 'overdue']);
    expect(cases.map((c) => c.overdueDays)).toEqual([0, 0, 3, 10, 20, 40, 70]);
    for (const [i, c] of cases.entries()) {
      const bill = await billNow(app, book.billIds[i]);
      expect(c).toMatchObject({ system: 'v1', status: 'collecting', caseNo: `CS${String(bill.id).padStart(10, '0')}`, amountDueCents: amountDue(bill), dueDay: bill.dueDay });
      expect((await levelRows(app, c.id)).map((r) => [r.level, r.reason, r.leftAt])).toEqual([[c.level, 'opened', null]]);
    }
  });

  it('puts the bills of a merchant with its own v2 stages in v2, at its own bands', { timeout: 300_000 }, async () => {
    const app = await fresh();
    await insertLevels(app);
    await insertLevels(app, V2_MERCHANT_LEVELS, await merchantId(app, V2_MERCHANT));
    const book = await seedCollectionBook(app, { overdueDays: [-1, 5], merchantNo: V2_MERCHANT, productCode: 'SC-21D', levels: false });
    const cases = await Promise.all(book.billIds.map((id) => caseOfBill(app, id)));
    expect(cases.map((c) => [c.system, c.kind, c.level])).toEqual([['v2', 'preReminder', 'Stage0'], ['v2', 'overdue', 'Stage2']]);
  });

  it('moves collecting cases as days pass, leaves retained ones, and is safe to run twice', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [-2, 0, 5] });
    const [pre, zero, s1] = book.caseIds;
    expect(await runCaseJob(app.deps, book.now)).toEqual({ opened: 0, moved: 0, closed: 0 });
    await app.db.update(collectionCases).set({ status: 'retained' }).where(eq(collectionCases.id, zero));
    app.clock.advance(4 * DAY);
    const later = app.clock.now();
    expect(await runCaseJob(app.deps, later)).toEqual({ opened: 0, moved: 2, closed: 0 });
    expect(await runCaseJob(app.deps, later)).toEqual({ opened: 0, moved: 0, closed: 0 });
    const levelOf = async (id: number) => (await app.db.select().from(collectionCases).where(eq(collectionCases.id, id)))[0];
    expect((await levelOf(pre)).level).toBe('S1');
    expect(await levelOf(zero)).toMatchObject({ level: 'D0', status: 'retained', overdueDays: 4 });
    expect(await levelOf(s1)).toMatchObject({ level: 'S2', overdueDays: 9 });
    const history = await levelRows(app, s1);
    expect(history.map((r) => [r.level, r.reason])).toEqual([['S1', 'opened'], ['S2', 'daysPassed']]);
    expect(history[0].leftAt?.getTime()).toBe(later.getTime());
    expect(history[1].leftAt).toBeNull();
    expect(await app.db.select().from(collectionCaseLevels).where(isNull(collectionCaseLevels.leftAt))).toHaveLength(3);
  });
});

describe('money events', () => {
  it('the overdue job\'s late fee moves the case\'s amount due and days at once, before the case job runs', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [5] });
    const before = await caseOfBill(app, book.billIds[0]);
    app.clock.advance(DAY);
    const { bills: charged } = await accrueOverdueWithCases(app.deps);
    expect(charged).toBeGreaterThan(0);
    const bill = await billNow(app, book.billIds[0]);
    expect(amountDue(bill)).toBeGreaterThan(before.amountDueCents);
    expect(await caseOfBill(app, book.billIds[0])).toMatchObject({ amountDueCents: amountDue(bill), overdueDays: before.overdueDays + 1, level: before.level });
  });

  it('close the case when the bill is settled, and reopen it when a rollback makes it owe again', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [3] });
    const [caseId] = book.caseIds;
    const { flow } = await settle(app, book.billIds[0]);
    expect(await caseOfBill(app, book.billIds[0])).toMatchObject({ status: 'closed', closeReason: 'settled', amountDueCents: 0 });
    expect((await levelRows(app, caseId)).every((r) => r.leftAt !== null)).toBe(true);
    app.clock.advance(HOUR);
    await rollback(app, flow.id);
    const reopened = await caseOfBill(app, book.billIds[0]);
    expect(reopened).toMatchObject({ status: 'collecting', closeReason: null, closedAt: null, level: 'S1' });
    expect(reopened.amountDueCents).toBe(amountDue(await billNow(app, book.billIds[0])));
    expect((await levelRows(app, caseId)).map((r) => [r.level, r.reason, r.leftAt === null])).toEqual([['S1', 'opened', false], ['S1', 'reopened', true]]);
    expect(await runCaseJob(app.deps, app.clock.now())).toMatchObject({ opened: 0, closed: 0 });
  });

  it('close as written off when the settling flow forgives the rest (zero settlement); bad debt closes and reopens through the lifecycle', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [10, 20] });
    await pay(app, book.billIds[0], 0, { repayType: 'settle', source: 'zeroSettlement', paymentCode: null, waiveUpTo: 10_000_000 });
    expect(await caseOfBill(app, book.billIds[0])).toMatchObject({ status: 'closed', closeReason: 'writtenOff' });
    const now = app.clock.now();
    expect(await app.db.transaction((tx) => closeCase(tx, book.caseIds[1], 'badDebt', now))).toBe(true);
    expect(await app.db.transaction((tx) => closeCase(tx, book.caseIds[1], 'badDebt', now))).toBe(false);
    expect(await runCaseJob(app.deps, now)).toEqual({ opened: 0, moved: 0, closed: 0 });
    expect(await caseOfBill(app, book.billIds[1])).toMatchObject({ status: 'closed', closeReason: 'badDebt' });
    expect(await app.db.transaction((tx) => reopenCase(tx, book.caseIds[1], 'reopened', now))).toBe(true);
    expect(await caseOfBill(app, book.billIds[1])).toMatchObject({ status: 'collecting', level: 'S3' });
    expect((await levelRows(app, book.caseIds[1])).map((r) => r.reason)).toEqual(['opened', 'reopened']);
  });

  it('attribute cash to whoever holds the case at that moment; a rollback writes the reversed row', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [5] });
    const [caseId] = book.caseIds;
    const [collector, admin] = [await app.userId('collector'), await app.userId('admin')];
    await app.db.update(collectionCases).set({ collectorUserId: collector }).where(eq(collectionCases.id, caseId));
    await pay(app, book.billIds[0], 500_00);
    app.clock.advance(HOUR);
    await app.db.update(collectionCases).set({ collectorUserId: null, agency: 'Haraka Recoveries' }).where(eq(collectionCases.id, caseId));
    const { flow } = await pay(app, book.billIds[0], 300_00);
    app.clock.advance(HOUR);
    await app.db.update(collectionCases).set({ collectorUserId: admin, agency: null }).where(eq(collectionCases.id, caseId));
    await rollback(app, flow.id);
    const rows = await app.db.select().from(collectionRepayments).where(eq(collectionRepayments.caseId, caseId)).orderBy(collectionRepayments.id);
    expect(rows.map((r) => [r.collectorUserId, r.agency, r.amountCents, r.reversed, r.level])).toEqual([
      [collector, null, 500_00, false, 'S1'], [null, 'Haraka Recoveries', 300_00, false, 'S1'], [null, 'Haraka Recoveries', -300_00, true, 'S1'],
    ]);
  });
});

describe('promises to pay', () => {
  const promise = async (app: TestApp, caseId: number, amountCents: number, inMs: number) => {
    const [p] = await app.db.insert(collectionPromises).values({ caseId, promisedAt: new Date(app.clock.now().getTime() + inMs), amountCents, createdAt: app.clock.now() }).returning();
    await app.db.update(collectionCases).set({ promiseId: p.id, commitmentAt: p.promisedAt, commitmentCents: amountCents }).where(eq(collectionCases.id, caseId));
    return p;
  };
  const promiseNow = async (app: TestApp, id: number) => (await app.db.select().from(collectionPromises).where(eq(collectionPromises.id, id)))[0];

  it('kept on the repayment that reaches the amount; partly kept and broken at the promised time', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [3, 4, 5] });
    const [keptCase, partCase, brokenCase] = book.caseIds;
    const kept = await promise(app, keptCase, 400_00, DAY);
    const part = await promise(app, partCase, 400_00, DAY);
    const broken = await promise(app, brokenCase, 400_00, DAY);
    app.clock.advance(HOUR);
    await pay(app, book.billIds[0], 250_00);
    expect(await promiseNow(app, kept.id)).toMatchObject({ status: 'pending', paidCents: 250_00 });
    await pay(app, book.billIds[0], 150_00);
    expect(await promiseNow(app, kept.id)).toMatchObject({ status: 'kept', paidCents: 400_00 });
    expect(await caseOfBill(app, book.billIds[0])).toMatchObject({ promiseId: null, commitmentAt: null, commitmentCents: null, brokenPromiseCount: 0 });
    await pay(app, book.billIds[1], 100_00);
    expect(await checkPromises(app.deps, app.clock.now())).toEqual({ kept: 0, partlyKept: 0, broken: 0 });
    app.clock.advance(DAY);
    expect(await checkPromises(app.deps, app.clock.now())).toEqual({ kept: 0, partlyKept: 1, broken: 1 });
    expect(await checkPromises(app.deps, app.clock.now())).toEqual({ kept: 0, partlyKept: 0, broken: 0 });
    expect(await promiseNow(app, part.id)).toMatchObject({ status: 'partlyKept', paidCents: 100_00 });
    expect(await promiseNow(app, broken.id)).toMatchObject({ status: 'broken', paidCents: 0 });
    expect(await caseOfBill(app, book.billIds[2])).toMatchObject({ promiseId: null, commitmentAt: null, commitmentCents: null, brokenPromiseCount: 1 });
    expect((await caseOfBill(app, book.billIds[1])).brokenPromiseCount).toBe(0);
    // Cash after the promised time does not keep it.
    await pay(app, book.billIds[2], 400_00);
    expect(await promiseNow(app, broken.id)).toMatchObject({ status: 'broken', paidCents: 0 });
  });

  it('a promise past its time is decided by the next repayment when the check has not run yet; a rollback takes cash back off', { timeout: 300_000 }, async () => {
    const app = await fresh();
    const book = await seedCollectionBook(app, { overdueDays: [3, 4] });
    const first = await promise(app, book.caseIds[0], 400_00, DAY);
    const second = await promise(app, book.caseIds[1], 400_00, 3 * DAY);
    app.clock.advance(HOUR);
    const { flow } = await pay(app, book.billIds[1], 400_00);
    expect(await promiseNow(app, second.id)).toMatchObject({ status: 'kept' });
    app.clock.advance(HOUR);
    await rollback(app, flow.id);
    expect(await promiseNow(app, second.id)).toMatchObject({ status: 'pending', paidCents: 0, decidedAt: null });
    expect(await caseOfBill(app, book.billIds[1])).toMatchObject({ promiseId: second.id, commitmentCents: 400_00 });
    app.clock.advance(2 * DAY);
    await pay(app, book.billIds[0], 100_00);
    expect(await promiseNow(app, first.id)).toMatchObject({ status: 'broken', paidCents: 0 });
    expect((await caseOfBill(app, book.billIds[0])).brokenPromiseCount).toBe(1);
    const pending = await app.db.select().from(collectionPromises).where(and(eq(collectionPromises.status, 'pending')));
    expect(pending.map((p) => p.id)).toEqual([second.id]);
  });
});
