/**
 * App credentials (AppVersionsManagement, code `rotateSecret`): rotating an app's secret answers the new one once;
 * the replaced secret keeps working for the grace period (the test clock is moved past it), not after, and not
 * once revoked; a second rotation ends the oldest at once. Audited without any secret or hash; no list or detail
 * answers a secret or a hash; 403 without the code; last use recorded per secret.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_CREDENTIAL_URLS, APP_SECRET_GRACE_MS } from '../../common/app-content/apps';
import { appClients } from '../../server/db/schema';
import { DEMO_APP_SECRET } from '../../server/db/seed/app-content';
import { hashAppSecret } from '../../server/modules/app-content/app-credentials.service';
import { openCall, demoApp } from './app-open.helpers';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'OperationSystem:AppVersionsManagement';
const HOUR = 3_600_000;

let t: TestApp;
let appCode: string;
let appId: number;
let operatorName: string;
let viewerName: string;

const key = () => demoApp(appCode).key;
const hotlines = (secret: string) => openCall(t, 'GET', 'hotlines', { key: key(), secret });
const rotate = async (token: string) => t.call('POST', APP_CREDENTIAL_URLS.rotate, { token, body: { id: appId } });
const revoke = async (token: string) => t.call('POST', APP_CREDENTIAL_URLS.revoke, { token, body: { id: appId } });

async function person(codes: string[]) {
  const role = await createRole(t.db, { codes });
  return (await createUser(t.db, role.id)).username;
}

beforeAll(async () => {
  t = await startTestApp();
  const [app] = await t.db.select().from(appClients).orderBy(appClients.id).limit(1);
  appCode = app.appCode;
  appId = app.id;
  operatorName = await person([`${SCREEN}:view`, `${SCREEN}:rotateSecret`]);
  viewerName = await person([`${SCREEN}:view`]);
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Every test starts from the seeded secret (the clock may have moved: sessions are signed in per test).
  await t.db.update(appClients).set({ secretHash: hashAppSecret(DEMO_APP_SECRET(appCode)), previousSecretHash: null, previousSecretExpiresAt: null, previousSecretLastUsedAt: null, secretRotatedAt: null })
    .where(eq(appClients.id, appId));
});

describe('rotating an app secret', () => {
  it('answers the new secret once; the old one works within the grace period and is refused after it', async () => {
    const operator = await t.login(operatorName);
    const old = DEMO_APP_SECRET(appCode);
    expect((await hotlines(old)).code).toBe(200);
    const rotated = await rotate(operator);
    expect(rotated.code, rotated.msg).toBe(200);
    const secret: string = rotated.data.secret;
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const rotatedAt = t.clock.now();
    expect(rotated.data).toMatchObject({ appCode, secretRotatedAt: rotatedAt.toISOString(), previousSecretExpiresAt: new Date(rotatedAt.getTime() + APP_SECRET_GRACE_MS).toISOString() });

    expect((await hotlines(secret)).code).toBe(200);
    t.clock.advance(APP_SECRET_GRACE_MS - HOUR);
    expect((await hotlines(old)).code).toBe(200);
    const listed = (await t.call('GET', APP_CREDENTIAL_URLS.list, { token: await t.login(operatorName) })).data.find((r: { id: number }) => r.id === appId);
    expect(listed).toMatchObject({ previousSecretLastUsedAt: t.clock.now().toISOString(), lastUsedAt: t.clock.now().toISOString() });

    t.clock.advance(HOUR);
    expect(await hotlines(old)).toMatchObject({ code: 403, msg: 'The app key or secret is missing or not valid.' });
    expect((await hotlines(secret)).code).toBe(200);
    const after = (await t.call('GET', APP_CREDENTIAL_URLS.list, { token: await t.login(operatorName) })).data.find((r: { id: number }) => r.id === appId);
    expect(after).toMatchObject({ previousSecretExpiresAt: null, previousSecretLastUsedAt: null });
  });

  it('refuses the old secret at once when revoked, and a second rotation ends the oldest secret', async () => {
    const operator = await t.login(operatorName);
    const old = DEMO_APP_SECRET(appCode);
    const first = (await rotate(operator)).data.secret as string;
    expect((await revoke(operator)).code).toBe(200);
    expect((await hotlines(old)).code).toBe(403);
    expect((await hotlines(first)).code).toBe(200);
    expect(await revoke(operator)).toMatchObject({ code: 409, msg: 'This app has no previous secret in its grace period.' });
    expect(await t.call('POST', APP_CREDENTIAL_URLS.revoke, { token: operator, body: { id: appId }, language: 'zh' }))
      .toMatchObject({ code: 409, msg: '该应用没有处于宽限期的旧密钥。' });

    const second = (await rotate(operator)).data.secret as string;
    const third = (await rotate(operator)).data.secret as string;
    expect((await hotlines(first)).code).toBe(403);
    expect((await hotlines(second)).code).toBe(200);
    expect((await hotlines(third)).code).toBe(200);
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await revoke(operator)).code).toBe(200);
    expect((await hotlines(second)).code).toBe(403);
    expect((await hotlines(third)).code).toBe(200);
  });

  it('never keeps or answers a secret or a hash outside the rotation answer; audits every change', async () => {
    const operator = await t.login(operatorName);
    const auditedBefore = (await t.auditRows()).length;
    const secret = (await rotate(operator)).data.secret as string;
    await revoke(operator);
    const [row] = await t.db.select().from(appClients).where(eq(appClients.id, appId));
    expect(row.secretHash).toBe(hashAppSecret(secret));

    const list = await t.call('GET', APP_CREDENTIAL_URLS.list, { token: await t.login(viewerName) });
    expect(list.code).toBe(200);
    const text = JSON.stringify(list.data);
    expect(list.data.find((r: { id: number }) => r.id === appId)).toMatchObject({ appKey: key(), secretRotatedAt: t.clock.now().toISOString() });
    for (const s of [secret, hashAppSecret(secret), DEMO_APP_SECRET(appCode), hashAppSecret(DEMO_APP_SECRET(appCode))]) expect(text).not.toContain(s);
    expect(text).not.toMatch(/secretHash|previousSecretHash/);
    // The app versions' own list and the app choices answer nothing of it either.
    for (const url of ['appVersion/list', 'appVersion/apps']) expect(JSON.stringify((await t.call('GET', url, { token: operator })).data)).not.toContain(hashAppSecret(secret));

    const audits = (await t.auditRows()).slice(auditedBefore).filter((a) => a.action.startsWith('appCredential.'));
    expect(audits.map((a) => [a.action, a.entityId])).toEqual([['appCredential.rotate', String(appId)], ['appCredential.revoke', String(appId)]]);
    const rotation = audits.find((a) => a.action === 'appCredential.rotate');
    expect(rotation).toMatchObject({ entity: 'appClient', after: { appCode, secretRotatedAt: t.clock.now().toISOString() } });
    const audited = JSON.stringify(audits);
    for (const s of [secret, hashAppSecret(secret), hashAppSecret(DEMO_APP_SECRET(appCode))]) expect(audited).not.toContain(s);
  });

  it('needs the rotateSecret code; an unknown app is not found', async () => {
    const viewer = await t.login(viewerName);
    expect((await rotate(viewer)).code).toBe(403);
    expect((await revoke(viewer)).code).toBe(403);
    expect((await hotlines(DEMO_APP_SECRET(appCode))).code).toBe(200);
    const operator = await t.login(operatorName);
    expect(await t.call('POST', APP_CREDENTIAL_URLS.rotate, { token: operator, body: { id: 999_999 } })).toMatchObject({ code: 404, msg: 'This app does not exist.' });
    expect((await t.call('POST', APP_CREDENTIAL_URLS.rotate, { token: operator, body: { id: 'x' } })).code).toBe(400);
  });
});
