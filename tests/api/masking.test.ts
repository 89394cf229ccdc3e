import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../server/modules/outbox/outbox.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let collectorId: number;
beforeAll(async () => {
  t = await startTestApp();
  collectorId = await t.userId('collector');
  await sendMessage(t.deps, { channel: 'sms', to: '254733908812', body: 'Team meeting at 9', kind: 'notice', recipientUserId: collectorId });
  await sendMessage(t.deps, { channel: 'email', to: 'collector@jamiicredit.co.ke', subject: 'Rota', body: 'New rota attached', kind: 'notice', recipientUserId: collectorId });
});
afterAll(async () => { await t?.close(); });

const reveal = (token: string, field: string, id = collectorId) =>
  t.call('GET', 'sensitive/reveal', { token, query: { entity: 'user', id, field } });

describe('masked users', () => {
  it('see their own phone and e-mail masked in user/info', async () => {
    const token = await t.login('collector');
    const { data } = await t.call('GET', 'user/info', { token });
    expect(data).toMatchObject({ username: 'collector', isDesensitization: true, phone: '2547*****812', email: 'co*****or@jamiicredit.co.ke' });
    expect(JSON.stringify(data)).not.toContain('254733908812');
  });

  it('see recipients masked in message/list', async () => {
    const token = await t.login('collector');
    const { code, data } = await t.call('GET', 'message/list', { token });
    expect(code).toBe(200);
    expect(data.total).toBe(2);
    const text = JSON.stringify(data);
    expect(text).not.toContain('254733908812');
    expect(text).not.toContain('collector@jamiicredit.co.ke');
    expect(data.records.map((r: { recipient: string }) => r.recipient).sort()).toEqual(['2547*****812', 'co*****or@jamiicredit.co.ke']);
  });

  it('are refused sensitive/reveal with 403 and nothing is audited', async () => {
    const token = await t.login('collector');
    const before = (await t.auditRows('reveal')).length;
    expect(await reveal(token, 'phone')).toMatchObject({ code: 403, data: null });
    expect(await t.auditRows('reveal')).toHaveLength(before);
  });
});

describe('users who see plain data', () => {
  it('see plain values in user/info and message/list', async () => {
    const token = await t.login('admin');
    expect((await t.call('GET', 'user/info', { token })).data)
      .toMatchObject({ isDesensitization: false, phone: '254712345678', email: 'admin@jamiicredit.co.ke' });
    const { data } = await t.call('GET', 'message/list', { token, query: { scope: 'all' } });
    expect(data.records.map((r: { recipient: string }) => r.recipient).sort()).toEqual(['254733908812', 'collector@jamiicredit.co.ke']);
  });

  it('reveal a masked value as the administrator, which is audited', async () => {
    const token = await t.login('admin');
    expect(await reveal(token, 'phone')).toEqual({ code: 200, msg: 'success', data: { data: '254733908812' } });
    expect(await reveal(token, 'email')).toMatchObject({ code: 200, data: { data: 'collector@jamiicredit.co.ke' } });
    const rows = await t.auditRows('reveal');
    expect(rows.at(-2)).toMatchObject({ actorUsername: 'admin', entity: 'user', entityId: String(collectorId), after: { field: 'phone' } });
    expect(rows.at(-1)).toMatchObject({ after: { field: 'email' } });
  });

  it('cannot reveal fields that are not revealable', async () => {
    const token = await t.login('admin');
    expect((await reveal(token, 'passwordHash')).code).toBe(400);
    expect((await t.call('GET', 'sensitive/reveal', { token, query: { entity: 'nope', id: 1, field: 'phone' } })).code).toBe(400);
    expect((await reveal(token, 'phone', 999_999)).code).toBe(404);
  });
});
