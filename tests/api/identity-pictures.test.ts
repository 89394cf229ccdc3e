/**
 * Issue 11, point 5: an ID-card picture or selfie shows what masking hides, so a masked user opens one only
 * with the order's reveal code and the reveal permission, audited as a reveal (like the ID number); other
 * attachments and unmasked users are as before.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { orderAttachments } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';
import { scopeUserTo } from './order-states';

const REVEAL_CODE = actionCode('OrderDetailAudit/OrderDetail', 'reveal');
const ORDER_VIEW = viewCode('AuditSystem/OrderManagement');
const PICTURE = Buffer.alloc(2048, 7);

let t: TestApp;
let orderId: number;
const attachment: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  ({ orderId } = await apply(t, {
    change: (a) => {
      a.attachments = (['idFront', 'idBack', 'selfie', 'payslip'] as const).map((kind) => ({
        kind, fileName: `${kind}.png`, contentType: 'image/png' as const, dataBase64: PICTURE.toString('base64'),
      }));
    },
  }));
  for (const row of await t.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, orderId))) attachment[row.kind] = row.id;
});
afterAll(async () => { await t?.close(); });

/** A user of merchant 1501 with the given codes and sensitive permissions (none: masked). */
async function userWith(codes: string[], sensitivePerms: ('viewPlainData' | 'revealMaskedValue')[]) {
  // Every one may read orders (issue 31.5); what differs is the reveal code and permission.
  const user = await createUser(t.db, (await createRole(t.db, { codes: [ORDER_VIEW, ...codes], sensitivePerms })).id);
  await scopeUserTo(t, user.id, '1501');
  return { id: user.id, token: await t.login(user.username) };
}

const open = (token: string, kind: string, language?: string) =>
  t.call('GET', 'orderDetail/attachment', { token, language, query: { orderId, attachmentId: attachment[kind] } });

const auditOf = (userId: number) => t.auditRows().then((rows) => rows.filter((r) => r.actorUserId === userId && r.entityId === String(orderId)));

describe('identity pictures', () => {
  it('are refused to a masked user without the reveal permission or code, in en and zh, and nothing is audited', async () => {
    for (const [codes, perms] of [[[], []], [[REVEAL_CODE], []], [[], ['revealMaskedValue']]] as const) {
      const user = await userWith([...codes], [...perms]);
      for (const kind of ['idFront', 'idBack', 'selfie']) {
        expect(await open(user.token, kind)).toMatchObject({ code: 403, msg: 'You do not have permission for this operation.', data: null });
      }
      expect((await open(user.token, 'selfie', 'zh')).msg).toMatch(/[\u4e00-\u9fff]/);
      // A payslip shows no masked value: it opens as before.
      expect(Buffer.from((await open(user.token, 'payslip')).data as Buffer).equals(PICTURE)).toBe(true);
      expect((await auditOf(user.id)).map((r) => r.action)).toEqual(['attachment.view']);
    }
  });

  it('open for a masked user holding the reveal code and permission, each audited as a reveal', async () => {
    const user = await userWith([REVEAL_CODE], ['revealMaskedValue']);
    for (const kind of ['idFront', 'selfie']) expect(Buffer.from((await open(user.token, kind)).data as Buffer).equals(PICTURE)).toBe(true);
    const rows = await auditOf(user.id);
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['reveal', { field: 'attachment', attachmentId: attachment.idFront, kind: 'idFront' }],
      ['reveal', { field: 'attachment', attachmentId: attachment.selfie, kind: 'selfie' }],
    ]);
  });

  it('open for an unmasked user as before, audited as a view', async () => {
    const user = await userWith([], ['viewPlainData']);
    expect(Buffer.from((await open(user.token, 'idBack')).data as Buffer).equals(PICTURE)).toBe(true);
    expect((await auditOf(user.id)).map((r) => r.action)).toEqual(['attachment.view']);
  });

  it('stay within the user\'s merchants even with the reveal permission', async () => {
    const user = await createUser(t.db, (await createRole(t.db, { codes: [REVEAL_CODE], sensitivePerms: ['revealMaskedValue'] })).id);
    await scopeUserTo(t, user.id, '1503');
    expect((await open(await t.login(user.username), 'idFront')).code).toBe(404);
    expect(await t.db.select().from(orderAttachments).where(and(eq(orderAttachments.orderId, orderId), eq(orderAttachments.kind, 'idFront')))).toHaveLength(1);
  });
});
