/**
 * AiHelpUidDecrypt and CustomerServiceStaff (issue 16): the key is set in a checked format and never answered
 * or audited; a uid sealed with it (AES-256-GCM) decodes to its customer, a forged or foreign one does not;
 * decodes are audited and logged; the codes are enforced. Agents are one per user.
 */
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { customers } from '../../server/db/schema';
import { keyBytes, openUid, sealUid } from '../../server/modules/customer-service/ai-help.crypto';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'CustomerServiceSystem/AiHelpUidDecrypt';
const KEY_HEX = 'a1'.repeat(32);
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

describe('the uid scheme', () => {
  it('opens what it sealed, and nothing sealed with another key or altered', () => {
    const key = keyBytes(KEY_HEX);
    const uid = sealUid(key, 'C150100042');
    expect(openUid(key, uid)).toBe('C150100042');
    expect(openUid(keyBytes('b2'.repeat(32)), uid)).toBeNull();
    const altered = `${uid.slice(0, 20)}${uid[20] === 'A' ? 'B' : 'A'}${uid.slice(21)}`;
    expect(openUid(key, altered)).toBeNull();
    expect(openUid(key, 'not a uid!')).toBeNull();
    expect(keyBytes(key.toString('base64')).equals(key)).toBe(true);
  });
});

describe('AiHelpUidDecrypt', () => {
  it('sets the key in a checked format; the key is never answered nor audited', async () => {
    const bad = await t.call('POST', 'aiHelp/key', { token: admin, body: { key: 'short' } });
    expect(bad.code).toBe(400);
    const saved = await t.call('POST', 'aiHelp/key', { token: admin, body: { key: KEY_HEX } });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ configured: true, changedByName: expect.any(String) });
    const status = await t.call('GET', 'aiHelp/key', { token: admin });
    const base64 = keyBytes(KEY_HEX).toString('base64');
    for (const answer of [JSON.stringify(saved), JSON.stringify(status)]) {
      expect(answer).not.toContain(KEY_HEX);
      expect(answer).not.toContain(base64);
    }
    const audits = await t.auditRows('aiHelp.setKey');
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(base64);
    expect(JSON.stringify(audits)).not.toContain(KEY_HEX);
  });

  it('decodes a uid to its customer, audits and logs it; a forged uid is refused and logged too', async () => {
    await t.call('POST', 'aiHelp/key', { token: admin, body: { key: KEY_HEX } });
    const [customer] = await t.db.select().from(customers).orderBy(customers.id).limit(1);
    const uid = sealUid(keyBytes(KEY_HEX), customer.customerNo);
    const res = await t.call('POST', 'aiHelp/decode', { token: admin, body: { uid } });
    expect(res).toMatchObject({ code: 200, data: { customerId: customer.id, customerNo: customer.customerNo, phone: customer.phone } });
    const forged = await t.call('POST', 'aiHelp/decode', { token: admin, body: { uid: sealUid(keyBytes('c3'.repeat(32)), customer.customerNo) }, language: 'zh' });
    expect(forged.code).toBe(400);
    expect(forged.msg).toMatch(/[\u4e00-\u9fff]/);
    const unknown = await t.call('POST', 'aiHelp/decode', { token: admin, body: { uid: sealUid(keyBytes(KEY_HEX), 'NO-SUCH') } });
    expect(unknown.code).toBe(404);
    const audits = (await t.auditRows('aiHelp.decode')).slice(-3);
    expect(audits.map((a) => (a.after as { outcome: string }).outcome)).toEqual(['found', 'invalid', 'notFound']);
    const log = await t.call('GET', 'aiHelp/decodes', { token: admin });
    expect(log.data.records[0]).toMatchObject({ outcome: 'notFound' });
    expect(log.data.records[2]).toMatchObject({ outcome: 'found', customerNo: customer.customerNo });
  });

  it('masks the decoded phone for a masked user, hides customers of other merchants, and enforces the codes', async () => {
    await t.call('POST', 'aiHelp/key', { token: admin, body: { key: KEY_HEX } });
    const service = await t.login('service');
    const [mine] = (await t.call('GET', 'customerManage/list', { token: service, query: { size: 1 } })).data.records;
    const found = await t.call('POST', 'aiHelp/decode', { token: service, body: { uid: sealUid(keyBytes(KEY_HEX), mine.customerNo) } });
    expect(found.code).toBe(200);
    expect(found.data.phone).toContain('*');
    const [own] = await t.db.select().from(customers).where(eq(customers.id, mine.id));
    const [elsewhere] = await t.db.select().from(customers).where(ne(customers.merchantId, own.merchantId)).limit(1);
    expect((await t.call('POST', 'aiHelp/decode', { token: service, body: { uid: sealUid(keyBytes(KEY_HEX), elsewhere.customerNo) } })).code).toBe(404);
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    expect((await t.call('GET', 'aiHelp/key', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'aiHelp/key', { token: viewer, body: { key: KEY_HEX } })).code).toBe(403);
    expect((await t.call('POST', 'aiHelp/decode', { token: viewer, body: { uid: 'x'.repeat(50) } })).code).toBe(403);
    const decoder = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN), actionCode(SCREEN, 'decode')] })).id)).username);
    expect((await t.call('POST', 'aiHelp/key', { token: decoder, body: { key: KEY_HEX } })).code).toBe(403);
    expect((await t.call('POST', 'aiHelp/decode', { token: decoder, body: { uid: 'x'.repeat(50) } })).code).toBe(400);
  });
});

describe('CustomerServiceStaff', () => {
  it('lists the demo agents with names and status, adds one per user, audited', async () => {
    const list = await t.call('GET', 'csStaff/list', { token: admin });
    expect(list.code).toBe(200);
    expect(list.data.records.length).toBeGreaterThan(0);
    expect(list.data.records[0]).toMatchObject({ realName: expect.any(String), workingStatus: expect.stringMatching(/online|busy|offline/) });
    const user = await createUser(t.db, (await createRole(t.db)).id);
    const added = await t.call('POST', 'csStaff/save', { token: admin, body: { userId: user.id, groupName: 'Night shift', workingStatus: 'online' } });
    expect(added.code).toBe(200);
    const again = await t.call('POST', 'csStaff/save', { token: admin, body: { userId: user.id, groupName: 'Day shift', workingStatus: 'busy' } });
    expect(again.code).toBe(409);
    expect((await t.call('POST', 'csStaff/save', { token: admin, body: { userId: user.id, groupName: 'X', workingStatus: 'asleep' } })).code).toBe(400);
    expect((await t.auditRows()).some((a) => a.entity === 'csStaff' && (a.after as { userId?: number })?.userId === user.id)).toBe(true);
  });
});
