import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, startTestApp, type TestApp } from './harness';

let t: TestApp;
let collector: string;
let auditor: string;
beforeAll(async () => {
  t = await startTestApp();
  collector = await t.login('collector');
  auditor = await t.login('auditor');
});
afterAll(async () => { await t?.close(); });

const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
const apply = (token: string, startAt: string, endAt: string, reason?: string) =>
  t.call('POST', 'leave/apply', { token, body: { startAt, endAt, reason } });
const mine = (token: string) => t.call('GET', 'leave/mine', { token });
const cancel = (token: string, id: number) => t.call('POST', 'leave/cancel', { token, body: { id } });

describe('leave applications', () => {
  it('refuses an end before or equal to the start', async () => {
    expect(await apply(collector, inHours(48), inHours(24))).toMatchObject({ code: 400, msg: 'The end time must be after the start time.' });
    expect((await apply(collector, inHours(24), inHours(24))).code).toBe(400);
    expect((await mine(collector)).data.total).toBe(0);
  });

  it('refuses missing or invalid times', async () => {
    expect((await t.call('POST', 'leave/apply', { token: collector, body: { endAt: inHours(24) } })).code).toBe(400);
    expect((await apply(collector, 'not a date', inHours(24))).code).toBe(400);
  });

  it('applies, lists the user\'s own and cancels', async () => {
    const created = await apply(collector, inHours(24), inHours(32), 'Family event');
    expect(created).toMatchObject({ code: 200, data: { status: 'submitted', reason: 'Family event' } });
    const id = created.data.id as number;
    const list = await mine(collector);
    expect(list.data).toMatchObject({ total: 1, current: 1, size: 20 });
    expect(list.data.records[0]).toMatchObject({ id, status: 'submitted', startAt: inHours(24), endAt: inHours(32) });
    expect((await mine(auditor)).data.total).toBe(0);

    expect((await cancel(collector, id)).code).toBe(200);
    expect((await mine(collector)).data.records[0]).toMatchObject({ id, status: 'cancelled' });
    expect(await cancel(collector, id)).toMatchObject({ code: 409, msg: 'This leave application is already cancelled.' });
    expect((await t.auditRows('cancel')).at(-1)).toMatchObject({ entity: 'leaveApplication', entityId: String(id),
      before: { status: 'submitted' }, after: { status: 'cancelled' } });
  });

  it('cannot cancel someone else\'s application', async () => {
    const { data } = await apply(collector, inHours(24), inHours(30));
    expect(await cancel(auditor, data.id)).toMatchObject({ code: 404, msg: 'The record was not found.' });
    expect((await mine(collector)).data.records.find((r: { id: number }) => r.id === data.id).status).toBe('submitted');
  });

  it('cannot cancel a leave that has started', async () => {
    const { data } = await apply(auditor, inHours(2), inHours(10));
    t.clock.advance(3 * HOUR);
    expect(await cancel(await t.login('auditor'), data.id)).toMatchObject({ code: 409, msg: 'A leave that has started cannot be cancelled.' });
  });
});
