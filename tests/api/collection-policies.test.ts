/** CollectLevelDevisionPolicy, PreReminderCaseDivisionPolicy and the conduct rules: band rules, overlap, labels, codes, audit. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { collectionLevels, collectionSettings, merchants } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const LEVELS = 'CollectionSystem/CollectLevelDevisionPolicy';
const REMINDERS = 'CollectionSystem/PreReminderCaseDivisionPolicy';
let t: TestApp;
let admin: string;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  [{ id: merchantId }] = await t.db.select({ id: merchants.id }).from(merchants).orderBy(desc(merchants.id)).limit(1);
  // This merchant's own bands and rules start empty, whatever the demo seed holds.
  await t.db.delete(collectionLevels).where(eq(collectionLevels.merchantId, merchantId));
  await t.db.delete(collectionSettings).where(eq(collectionSettings.merchantId, merchantId));
});
afterAll(() => t.close());

const band = (body: Record<string, unknown>) => ({ system: 'v1', merchantId, sort: 1, ...body });
const save = (api: string, body: Record<string, unknown>, language = 'en', token = admin) =>
  t.call('POST', `${api}/save`, { token, body: band(body), language });

describe('overdue level bands', () => {
  it('saves bands of one merchant and lists them by days, with the merchant named', async () => {
    expect((await save('collectionPolicy', { level: 'S1', minDays: 1, maxDays: 7 })).code).toBe(200);
    expect((await save('collectionPolicy', { level: 'S2', minDays: 8, maxDays: 15, sort: 2 })).code).toBe(200);
    const page = await t.call('GET', 'collectionPolicy/list', { token: admin, query: { merchantId, system: 'v1' } });
    expect(page.data.records.map((r: { level: string }) => r.level)).toEqual(['S1', 'S2']);
    expect(page.data.records[0].merchantName).toBeTruthy();
  });

  it('refuses a band whose days overlap another of the same system and merchant, naming it', async () => {
    const refused = await save('collectionPolicy', { level: 'S3', minDays: 15, maxDays: 30 });
    expect(refused).toMatchObject({ code: 409, msg: 'These days overlap band M2 (8 … 15) of the same system and merchant.' });
    expect((await save('collectionPolicy', { level: 'S3', minDays: 5, maxDays: 6 }, 'zh')).msg).toBe('天数与同一系统、同一商户的区间 M1（1 … 7）重叠。');
    // The same days in the other system, or for the default bands of another merchant, are no overlap.
    expect((await save('collectionPolicy', { system: 'v2', level: 'Stage1', minDays: 1, maxDays: 30 })).code).toBe(200);
  });

  it('explains bad days and labels in the caller language', async () => {
    expect((await save('collectionPolicy', { level: 'S4', minDays: 40, maxDays: 31 })).msg).toBe('From day must not be after To day.');
    expect((await save('collectionPolicy', { level: 'S4', minDays: 0, maxDays: 31 })).msg).toBe('From day: at least 1.');
    expect((await save('collectionPolicy', { level: '4S', minDays: 31, maxDays: 60 })).msg).toBe('Level: a letter, then up to 15 letters, digits, + or -.');
    expect((await save('collectionPolicy', { level: 'S4', minDays: 40, maxDays: 31 }, 'zh')).msg).toBe('起始天数不能大于结束天数。');
    expect((await save('collectionPolicy', { level: 's1', minDays: 100, maxDays: 120 })).msg).toBe('This system and merchant already have a band with this label.');
    expect((await save('collectionPolicy', { level: 'S4', minDays: 31, maxDays: 60, merchantId: 999999 })).msg).toBe('The merchant does not exist.');
  });

  it('edits a band within the same rules, and enables, disables and deletes it', async () => {
    const s2 = (await t.call('GET', 'collectionPolicy/list', { token: admin, query: { merchantId, level: 'S2' } })).data.records[0];
    expect((await t.call('POST', 'collectionPolicy/update', { token: admin, body: { id: s2.id, minDays: 7 } })).code).toBe(409);
    expect((await t.call('POST', 'collectionPolicy/update', { token: admin, body: { id: s2.id, maxDays: 20 } })).code).toBe(200);
    expect((await t.call('GET', `collectionPolicy/detail/${s2.id}`, { token: admin })).data).toMatchObject({ minDays: 8, maxDays: 20, kind: 'overdue' });
    expect((await t.call('POST', 'collectionPolicy/enable', { token: admin, body: { id: s2.id, enabled: false } })).code).toBe(200);
    expect((await t.call('GET', `collectionPolicy/detail/${s2.id}`, { token: admin })).data.enabled).toBe(false);
    // A band is reached only through its own screen's API.
    expect((await t.call('POST', 'preReminderPolicy/delete', { token: admin, body: { ids: [s2.id] } })).code).toBe(404);
    expect((await t.call('POST', 'collectionPolicy/delete', { token: admin, body: { ids: [s2.id] } })).code).toBe(200);
    expect((await t.call('GET', `collectionPolicy/detail/${s2.id}`, { token: admin })).code).toBe(404);
  });

  it('audits each change with before and after', async () => {
    const created = (await t.auditRows('create')).find((r) => r.entity === 'collectionPolicy' && (r.after as { level?: string })?.level === 'S1');
    expect(created?.after).toMatchObject({ minDays: 1, maxDays: 7, merchantId });
    const updated = (await t.auditRows('update')).find((r) => r.entity === 'collectionPolicy');
    expect(updated?.before).toMatchObject({ maxDays: 15 });
    expect(updated?.after).toMatchObject({ maxDays: 20 });
    expect((await t.auditRows('disable')).some((r) => r.entity === 'collectionPolicy')).toBe(true);
    expect((await t.auditRows('delete')).some((r) => r.entity === 'collectionPolicy')).toBe(true);
  });
});

describe('pre-reminder bands', () => {
  it('takes days before the due day as negative numbers up to D0, without overlap', async () => {
    expect((await save('preReminderPolicy', { level: 'D-3', minDays: -3, maxDays: -3 })).code).toBe(200);
    expect((await save('preReminderPolicy', { level: 'D0', minDays: 0, maxDays: 0 })).code).toBe(200);
    expect((await save('preReminderPolicy', { level: 'D1', minDays: 0, maxDays: 1 })).msg).toBe('To day: at most 0.');
    expect((await save('preReminderPolicy', { level: 'Dx', minDays: -4, maxDays: -3 })).msg).toBe('These days overlap band D-3 (-3 … -3) of the same system and merchant.');
    const page = await t.call('GET', 'preReminderPolicy/list', { token: admin, query: { merchantId } });
    expect(page.data.records.map((r: { level: string }) => r.level)).toEqual(['D-3', 'D0']);
    // The overdue screen lists only overdue bands.
    const overdue = await t.call('GET', 'collectionPolicy/list', { token: admin, query: { merchantId } });
    expect(overdue.data.records.every((r: { kind: string }) => r.kind === 'overdue')).toBe(true);
  });
});

describe('conduct rules', () => {
  const conduct = (body: Record<string, unknown>, language = 'en', token = admin) => t.call('POST', 'conductRules/save', { token, body, language });
  const rules = () => ({ merchantId, contactStart: '08:30', contactEnd: '18:00', maxAttemptsPerDay: 5, allowEmergencyContacts: false, delayPauseDays: 2 });

  it('validates hours, the daily cap and the pause', async () => {
    expect((await conduct({ ...rules(), contactStart: '19:00', contactEnd: '08:00' })).msg).toBe('Contact must end after it starts on the same day.');
    expect((await conduct({ ...rules(), contactStart: '8am' })).msg).toBe('Enter a time as HH:mm, e.g. 08:00.');
    expect((await conduct({ ...rules(), maxAttemptsPerDay: 21 })).msg).toBe('Contact attempts per customer per day: at most 20.');
    expect((await conduct({ ...rules(), maxAttemptsPerDay: 0 })).msg).toBe('Contact attempts per customer per day: at least 1.');
    expect((await conduct({ ...rules(), contactStart: '19:00', contactEnd: '08:00' }, 'zh')).msg).toBe('可联系结束时间须晚于开始时间（同一天内）。');
  });

  it('keeps one row per merchant, stores minutes and shows HH:mm', async () => {
    const saved = await conduct(rules());
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ contactStart: '08:30', contactEnd: '18:00', contactStartMinute: 510, contactEndMinute: 1080 });
    expect((await conduct(rules())).msg).toBe('This merchant already has conduct rules.');
    expect((await t.call('POST', 'conductRules/update', { token: admin, body: { id: saved.data.id, contactEnd: '08:00' } })).code).toBe(400);
    expect((await t.call('POST', 'conductRules/update', { token: admin, body: { id: saved.data.id, contactEnd: '20:00', allowEmergencyContacts: true } })).code).toBe(200);
    const row = (await t.call('GET', 'conductRules/list', { token: admin, query: { merchantId } })).data.records[0];
    expect(row).toMatchObject({ contactStart: '08:30', contactEnd: '20:00', allowEmergencyContacts: true, maxAttemptsPerDay: 5 });
    // The window may run to the end of the day (24:00), never past it.
    expect((await t.call('POST', 'conductRules/update', { token: admin, body: { id: saved.data.id, contactEnd: '24:00' } })).code).toBe(200);
    expect((await t.call('POST', 'conductRules/update', { token: admin, body: { id: saved.data.id, contactEnd: '24:01' } })).code).toBe(400);
    expect((await t.call('POST', 'conductRules/update', { token: admin, body: { id: saved.data.id, contactStart: '24:00' } })).code).toBe(400);
    const audit = (await t.auditRows('update')).find((r) => r.entity === 'conductRules');
    expect(audit?.before).toMatchObject({ contactEndMinute: 1080 });
    expect(audit?.after).toMatchObject({ contactEndMinute: 1200 });
  });
});

describe('operation codes', () => {
  it('lets viewers read, and only the codes write: bands by add, conduct rules by conductRules', async () => {
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(LEVELS), viewCode(REMINDERS)] })).id)).username);
    expect((await t.call('GET', 'collectionPolicy/list', { token: viewer })).code).toBe(200);
    expect((await t.call('GET', 'conductRules/list', { token: viewer })).code).toBe(200);
    expect((await save('collectionPolicy', { level: 'S9', minDays: 500, maxDays: 600 }, 'en', viewer)).code).toBe(403);
    expect((await save('preReminderPolicy', { level: 'D-9', minDays: -9, maxDays: -9 }, 'en', viewer)).code).toBe(403);

    const editor = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(LEVELS), actionCode(LEVELS, 'add')] })).id)).username);
    expect((await save('collectionPolicy', { level: 'S9', minDays: 500, maxDays: 600 }, 'en', editor)).code).toBe(200);
    expect((await t.call('POST', 'conductRules/save', { token: editor, body: { contactStart: '08:00', contactEnd: '17:00', maxAttemptsPerDay: 3, delayPauseDays: 1 } })).code).toBe(403);
    expect((await t.call('GET', 'preReminderPolicy/list', { token: editor })).code).toBe(403);
  });
});
