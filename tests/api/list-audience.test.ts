/**
 * The telemarketing list library as a marketing audience (common/marketing/list-audience.ts): a marketing SMS task
 * and a marketing robot task target entries by import batch, marketing target, list status and customer status;
 * validated on the server, materialised in slices by entry id, exactly once, the blacklists respected.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { customers, robotCalls, smsMarketingRecipients, smsMarketingTasks, telemarketingBlacklist, telemarketingImportBatches, telemarketingListEntries } from '../../server/db/schema';
import { materialiseSlice } from '../../server/modules/sms-marketing/task-run.repository';
import { runMarketingTasks } from '../../server/modules/sms-marketing/task-run.service';
import { phoneHash } from '../../server/modules/telemarketing-list/phone-hash';
import { createRole, createUser } from './fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { robotTaskBody, toEat } from './robot-fixtures';
import { ownMerchant } from './sms-marketing-fixtures';

let t: TestApp;
let admin: string;
let merchantId: number;
let otherMerchantId: number;
let templateId: number;
const batch: Record<'one' | 'two' | 'other' | 'open', { id: number; batchNo: string }> = {} as never;
const phones = { a: '254733100010', b: '254733100023', c: '254733100031', d: '254733100043', e: '254733100053', f: '254733100063' };
let linkedStatus: number;

const recipientsOf = (taskId: number) => t.db.select().from(smsMarketingRecipients).where(eq(smsMarketingRecipients.taskId, taskId));
const taskBody = (values: Record<string, unknown> = {}) => ({
  taskName: 'List prospects', merchantId, templateId, segment: 'listLibrary', segmentDays: 0, listBatchId: batch.one.id, marketingTarget: 'apply',
  scheduledAt: new Date(t.clock.now().getTime() + DAY).toISOString(), ratePerMinute: 600, ...values,
});
const save = (body: Record<string, unknown>) => t.call('POST', 'smsMarketingTask/save', { token: admin, body });

async function newBatch(merchant: number, no: string, status: 'committed' | 'validated') {
  const [row] = await t.db.insert(telemarketingImportBatches).values({ batchNo: no, fileName: `${no}.xlsx`, merchantId: merchant, marketingTarget: 'apply', status })
    .returning({ id: telemarketingImportBatches.id, batchNo: telemarketingImportBatches.batchNo });
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  toEat(t, 10);
  admin = await t.login('admin');
  merchantId = (await ownMerchant(t, 'List Pesa')).id;
  otherMerchantId = (await ownMerchant(t, 'Far Pesa')).id;
  batch.one = await newBatch(merchantId, 'LA-ONE', 'committed');
  batch.two = await newBatch(merchantId, 'LA-TWO', 'committed');
  batch.other = await newBatch(otherMerchantId, 'LA-FAR', 'committed');
  batch.open = await newBatch(merchantId, 'LA-OPEN', 'validated');
  const [customer] = await t.db.insert(customers).values({
    customerNo: `LAC${phones.e}`, merchantId, fullName: 'Esther Linked', idNumber: '77001122', phone: phones.e, registeredAt: new Date(t.clock.now().getTime() - 30 * DAY),
  }).returning();
  const entry = (phone: string, values: Partial<typeof telemarketingListEntries.$inferInsert> = {}) => ({
    merchantId, phone, phoneHash: phoneHash(phone), customerName: `Prospect ${phone.slice(-3)}`, batchId: batch.one.id, listType: 'imported' as const, marketingTarget: 'apply' as const, ...values,
  });
  await t.db.insert(telemarketingListEntries).values([
    entry(phones.a), entry(phones.b), entry(phones.c, { marketingTarget: 'register' }), entry(phones.d, { listState: 'abandoned' }),
    entry(phones.e, { batchId: null, listType: 'registeredNotApplied', customerId: customer.id, customerName: null, customerStatus: 0 }), entry(phones.f, { batchId: batch.two.id }),
  ]);
  await t.db.insert(telemarketingBlacklist).values({ phone: phones.b, reason: 'Asked not to be contacted' });
  // 0 "not incoming": registered, no order yet (the entries' trigger keeps it when the customer changes later).
  [{ customerStatus: linkedStatus }] = await t.db.select({ customerStatus: telemarketingListEntries.customerStatus }).from(telemarketingListEntries).where(eq(telemarketingListEntries.phone, phones.e));
  const saved = await t.call('POST', 'smsMarketingTemplate/save', { token: admin, body: { name: 'List invite', merchantId, content: 'Hi {customerName}, {appName} is ready for you.' } });
  expect(saved.code, saved.msg).toBe(200);
  templateId = saved.data.id;
}, 180_000);
afterAll(() => t.close());

describe('marketing SMS to the list library', () => {
  it("refuses another merchant's batch (naming it), an uncommitted or unknown one, and unknown statuses", async () => {
    const far = await save(taskBody({ listBatchId: batch.other.id }));
    expect(far.code).toBe(400);
    expect(far.msg).toContain('LA-FAR');
    for (const body of [taskBody({ listBatchId: batch.open.id }), taskBody({ listBatchId: 99_999 }), taskBody({ customerStatus: '9' }), taskBody({ listState: 'lost' }), taskBody({ marketingTarget: 'win' })]) {
      expect((await save(body)).code, JSON.stringify(body)).toBe(400);
    }
    // A customer segment keeps no list filters.
    const segment = await save(taskBody({ segment: 'neverApplied', listBatchId: batch.other.id }));
    expect(segment.code, segment.msg).toBe(200);
    expect((await t.call('GET', `smsMarketingTask/detail/${segment.data.id}`, { token: admin })).data).toMatchObject({ listBatchId: null, marketingTarget: null });
    const options = await t.call('GET', 'smsMarketingTemplate/options/listBatches', { token: admin, query: { merchantId } });
    expect(options.data.map((o: { label: string }) => o.label.split(' · ')[0]).sort()).toEqual(['LA-ONE', 'LA-TWO']);
  });

  it("sends to the batch's active entries of the target once, the opted-out number skipped", async () => {
    const saved = await save(taskBody());
    expect(saved.code, saved.msg).toBe(200);
    const started = await t.call('POST', 'smsMarketingTask/start', { token: admin, body: { id: saved.data.id } });
    expect(started.code, started.msg).toBe(200);
    expect(started.data.run).toMatchObject({ recipients: 2, submitted: 1, outsideHours: false });
    await Promise.all([runMarketingTasks(t.deps, t.clock.now()), runMarketingTasks(t.deps, t.clock.now())]);
    const rows = await recipientsOf(saved.data.id);
    expect(rows.map((r) => [r.phone, r.status, r.reason, r.customerId]).sort()).toEqual([
      [phones.a, 'sent', null, null], [phones.b, 'skipped', 'optOut', null],
    ]);
    expect(rows.every((r) => r.entryId !== null)).toBe(true);
    expect((await t.call('GET', `smsMarketingTask/detail/${saved.data.id}`, { token: admin })).data)
      .toMatchObject({ status: 'finished', queuedCount: 2, submittedCount: 1, sentCount: 1, skippedCount: 1 });
  });

  it("takes a customer's entry by customer status (named from the customer) across every batch, slice by slice", async () => {
    const saved = await save(taskBody({ taskName: 'Linked only', listBatchId: null, marketingTarget: null, customerStatus: String(linkedStatus) }));
    expect(saved.code, saved.msg).toBe(200);
    const [task] = await t.db.select().from(smsMarketingTasks).where(eq(smsMarketingTasks.id, saved.data.id));
    // Slices of one entry: the cursor walks the merchant's entries by id; a repeated slice adds nothing.
    let cursor = 0;
    let added = 0;
    for (let done = false; !done;) {
      const slice = await t.db.transaction((tx) => materialiseSlice(tx, { ...task, audienceCursor: cursor }, t.clock.now(), 1));
      const again = await t.db.transaction((tx) => materialiseSlice(tx, { ...task, audienceCursor: cursor }, t.clock.now(), 1));
      expect(again.added).toBe(0);
      added += slice.added;
      cursor = slice.cursor;
      done = slice.done;
    }
    expect(added).toBe(1);
    expect((await recipientsOf(task.id)).map((r) => [r.phone, r.customerName, r.status])).toEqual([[phones.e, 'Esther Linked', 'pending']]);
  });

  it('offers the batches only to those who see a marketing screen', async () => {
    const user = await createUser(t.db, (await createRole(t.db, { codes: [viewCode('MarketingManagement/RoboticTask')] })).id);
    const token = await t.login(user.username);
    expect((await t.call('GET', 'smsMarketingTemplate/options/listBatches', { token })).code).toBe(403);
    expect((await t.call('GET', 'robotTask/options/listBatches', { token })).code).toBe(200);
  });
});

describe('marketing robot task to the list library', () => {
  const robotBody = (values: Record<string, unknown> = {}) => robotTaskBody({ name: 'List calls', merchantId, segment: 'listLibrary', listBatchId: batch.one.id, marketingTarget: 'apply', ...values });

  it("refuses another merchant's batch and calls the batch's active entries once a day, never a blacklisted number", async () => {
    expect((await t.call('POST', 'marketingRobotTask/save', { token: admin, body: robotBody({ listBatchId: batch.other.id }) })).code).toBe(400);
    expect((await t.call('POST', 'marketingRobotTask/save', { token: admin, body: robotBody({ customerStatus: '7' }) })).code).toBe(400);
    const saved = await t.call('POST', 'marketingRobotTask/save', { token: admin, body: robotBody() });
    expect(saved.code, saved.msg).toBe(200);
    const run = await t.call('POST', 'marketingRobotTask/runNow', { token: admin, body: { id: saved.data.id } });
    expect(run.code, run.msg).toBe(200);
    expect(run.data).toMatchObject({ planned: 1 });
    expect((await t.call('POST', 'marketingRobotTask/runNow', { token: admin, body: { id: saved.data.id } })).data).toMatchObject({ planned: 0 });
    const calls = await t.db.select().from(robotCalls).where(eq(robotCalls.taskId, saved.data.id));
    expect(calls.map((c) => [c.phone, c.targetKind, c.customerId])).toEqual([[phones.a, 'tmEntry', null]]);
    // A customer segment task keeps no list filters and calls customers as before.
    const segment = await t.call('POST', 'marketingRobotTask/save', { token: admin, body: robotBody({ name: 'Segment calls', segment: 'neverBorrowed' }) });
    expect((await t.call('GET', `marketingRobotTask/detail/${segment.data.id}`, { token: admin })).data).toMatchObject({ listBatchId: null, marketingTarget: null });
  });
});
