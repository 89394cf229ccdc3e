import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { md5InChunks } from '../../server/modules/app-content/upload.service';
import { samplePng } from '../../server/db/seed/sample-image';
import { verificationCodes } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { MINUTE, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const png = samplePng(3, 'idFront', 200, 120);

describe('demo rows on every screen', () => {
  it('lists versions, announcements, launch screens, content, hotlines, codes and sensitive fields', async () => {
    for (const api of ['appVersion', 'announcement', 'launchScreen', 'appContent', 'serviceHotline', 'verificationCode', 'sensitiveField', 'supermarketProduct']) {
      const page = await t.call('GET', `${api}/list`, { token: admin });
      expect(page.code, api).toBe(200);
      expect(page.data.total, api).toBeGreaterThan(2);
    }
    const apps = await t.call('GET', 'appVersion/apps', { token: admin });
    expect(apps.data.map((a: { value: string }) => a.value).sort()).toEqual(['harakaloans', 'jamiipesa', 'sokocredit']);
  });
});

describe('AppVersionsManagement', () => {
  it('checks version names, apps and duplicate builds, in the caller\'s language', async () => {
    const save = (body: Record<string, unknown>, language = 'en') => t.call('POST', 'appVersion/save', { token: admin, body: { appCode: 'sokocredit', platform: 'ios', notes: 'n', ...body }, language });
    expect((await save({ versionName: 'v2', versionCode: 260 })).msg).toBe('Version: numbers separated by dots, e.g. 2.4.0.');
    expect((await save({ versionName: '2.6', versionCode: 260, appCode: 'nope' })).msg).toBe('Choose one of the apps.');
    expect((await save({ versionName: '2.4.1', versionCode: 241 })).msg).toBe('This app already has this build number on this platform.');
    expect((await save({ versionName: '2.4.1', versionCode: 241 }, 'zh')).msg).toBe('该应用在此平台上已有相同的构建号。');
    expect((await save({ versionName: '2.6.0', versionCode: 260 })).code).toBe(200);
  });
});

describe('VerificationCodeManagement', () => {
  it('shows codes valid or expired, filters by state, never the code itself', async () => {
    // A code sent a minute ago on the test's clock (the demo's were sent when the template database was seeded).
    const sentAt = new Date(t.clock.now().getTime() - MINUTE);
    await t.db.insert(verificationCodes).values({ appCode: 'sokocredit', phone: '254712000999', purpose: 'login', codeHash: 'x'.repeat(64), sentAt, expiresAt: new Date(sentAt.getTime() + 5 * MINUTE) });
    const page = await t.call('GET', 'verificationCode/list', { token: admin, query: { size: 100 } });
    const states = new Set(page.data.records.map((r: { state: string }) => r.state));
    expect(states).toEqual(new Set(['valid', 'expired', 'used']));
    expect(JSON.stringify(page.data)).not.toContain('codeHash');
    const expired = await t.call('GET', 'verificationCode/list', { token: admin, query: { state: 'expired' } });
    expect(expired.data.records.every((r: { state: string }) => r.state === 'expired')).toBe(true);
  });

  it("names each code's app: the screen's users read the app options its column and filter show", async () => {
    const role = await createRole(t.db, { codes: [viewCode('OperationSystem/VerificationCodeManagement')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const apps = await t.call('GET', 'appVersion/apps', { token });
    expect(apps.code).toBe(200);
    expect(apps.data).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'sokocredit', label: expect.not.stringMatching(/^sokocredit$/) })]));
  });

  it('resends a fresh code by SMS through the outbox, audited; not twice within a minute, not a used one', async () => {
    const valid = (await t.call('GET', 'verificationCode/list', { token: admin, query: { state: 'expired', size: 1 } })).data.records[0];
    const before = (await t.outbox({ kind: 'verificationCode' })).length;
    const resent = await t.call('POST', 'verificationCode/resend', { token: admin, body: { id: valid.id } });
    expect(resent.code).toBe(200);
    const sms = await t.outbox({ kind: 'verificationCode' });
    expect(sms).toHaveLength(before + 1);
    expect(sms.at(-1)?.recipient).toBe(valid.phone);
    expect(t.sentText(sms.at(-1)!)).toMatch(/verification code is \d{6}\. It expires in 5 minutes/);
    expect(sms.at(-1)?.body).toMatch(/verification code is \*{6}\. It expires in 5 minutes/);
    const fresh = (await t.call('GET', 'verificationCode/list', { token: admin, query: { phone: valid.phone } })).data.records[0];
    expect(fresh).toMatchObject({ id: resent.data.id, state: 'valid', sendCount: valid.sendCount + 1 });
    expect((await t.call('POST', 'verificationCode/resend', { token: admin, body: { id: resent.data.id } })).code).toBe(429);
    expect((await t.call('POST', 'verificationCode/resend', { token: admin, body: { id: valid.id } })).code).toBe(409);
    expect((await t.auditRows('resend')).some((r) => r.entity === 'verificationCode' && r.entityId === String(valid.id))).toBe(true);
    t.clock.advance(6 * MINUTE);
    const later = (await t.call('GET', 'verificationCode/list', { token: admin, query: { phone: valid.phone } })).data.records[0];
    expect(later.state).toBe('expired');
    const used = (await t.call('GET', 'verificationCode/list', { token: admin, query: { state: 'used', size: 1 } })).data.records[0];
    expect((await t.call('POST', 'verificationCode/resend', { token: admin, body: { id: used.id } })).code).toBe(409);
  });
});

describe('image upload', () => {
  const upload = (body: Record<string, unknown>, token = admin) => t.call('POST', 'appContent/upload', { token, body });

  it('stores a picture under its md5 (computed in 10 MB chunks) and serves it publicly', async () => {
    const result = await upload({ fileName: 'banner.PNG', dataBase64: png.toString('base64') });
    expect(result.data).toMatchObject({ md5: md5InChunks(png), size: png.length, contentType: 'image/png' });
    expect(result.data.key).toBe(`app-images/${md5InChunks(png)}.png`);
    const served = await t.app.inject({ method: 'GET', url: `/api/hc/web/noAuth/appImage/${md5InChunks(png)}.png` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/hc/web/noAuth/appImage/..%2F..%2Fetc.png' })).json().code).toBe(404);
  });

  it('md5 over chunks equals the md5 of the whole file', () => {
    const bytes = Buffer.alloc(25 * 1024, 7);
    expect(md5InChunks(bytes, 4096)).toBe(md5InChunks(bytes));
  });

  it('refuses non-images, wrong extensions, under 1 KB or over 10 MB, and a damaged transfer', async () => {
    expect((await upload({ fileName: 'x.pdf', dataBase64: png.toString('base64') })).msg).toBe('Choose a picture file: jpg, jpeg, png, gif, webp.');
    expect((await upload({ fileName: 'x.png', dataBase64: Buffer.alloc(4096, 65).toString('base64') })).msg).toBe('Only pictures can be uploaded (JPG, PNG, GIF or WebP).');
    expect((await upload({ fileName: 'x.png', dataBase64: png.subarray(0, 500).toString('base64') })).msg).toBe('The image must be between 1 KB and 10 MB.');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload({ fileName: 'x.png', dataBase64: big.toString('base64') })).msg).toBe('The image must be between 1 KB and 10 MB.');
    expect((await upload({ fileName: 'x.png', dataBase64: png.toString('base64'), md5: '0'.repeat(32) })).msg).toBe('The file arrived damaged; upload it again.');
  });

  it('a launch screen takes only an uploaded image', async () => {
    const now = t.clock.now().getTime();
    const body = { appCode: 'jamiipesa', kind: 'banner', title: 'Back to school', sort: 3, startsAt: new Date(now - MINUTE).toISOString(), endsAt: new Date(now + 60 * MINUTE).toISOString() };
    expect((await t.call('POST', 'launchScreen/save', { token: admin, body: { ...body, imageKey: 'app-images/missing.png' } })).msg).toBe('Upload the image first.');
    const key = (await upload({ fileName: 'school.png', dataBase64: png.toString('base64') })).data.key;
    expect((await t.call('POST', 'launchScreen/save', { token: admin, body: { ...body, imageKey: key } })).code).toBe(200);
  });
});

describe('SensitiveInfoConfig', () => {
  const collectorInfo = async () => (await t.call('GET', 'user/info', { token: await t.login('collector') })).data;
  const rule = async (fieldName: string) => (await t.call('GET', 'sensitiveField/list', { token: admin, query: { fieldName } })).data.records
    .find((r: { fieldName: string }) => r.fieldName === fieldName);

  it('starts as today\'s masking: the built-in fields, built-ins not deletable', async () => {
    expect((await collectorInfo()).phone).toBe('2547*****812');
    const phone = await rule('phone');
    expect(phone).toMatchObject({ maskKind: 'phone', builtIn: true, enabled: true });
    expect((await t.call('POST', 'sensitiveField/delete', { token: admin, body: { ids: [phone.id] } })).code).toBe(409);
  });

  it('changes what masked users receive: a disabled field comes plain, an added one comes masked', async () => {
    const phone = await rule('phone');
    expect((await t.call('POST', 'sensitiveField/enable', { token: admin, body: { id: phone.id, enabled: false } })).code).toBe(200);
    expect((await collectorInfo()).phone).toBe('254733908812');
    const added = await t.call('POST', 'sensitiveField/save', { token: admin, body: { fieldName: 'realName', maskKind: 'value' } });
    expect(added.code).toBe(200);
    expect((await collectorInfo()).realName).toBe('Fa*********ng');
    await t.call('POST', 'sensitiveField/enable', { token: admin, body: { id: phone.id, enabled: true } });
    await t.call('POST', 'sensitiveField/delete', { token: admin, body: { ids: [added.data.id] } });
    const info = await collectorInfo();
    expect(info).toMatchObject({ phone: '2547*****812', realName: 'Faith Achieng' });
    expect((await t.call('POST', 'sensitiveField/save', { token: admin, body: { fieldName: '1bad', maskKind: 'value' } })).code).toBe(400);
  });
});

describe('permissions', () => {
  it('a role that may only view reads but cannot write, resend or upload', async () => {
    const role = await createRole(t.db, { codes: ['AppVersionsManagement', 'AnnouncementManagement', 'VerificationCodeManagement', 'LaunchManagement', 'SensitiveInfoConfig'].map((s) => viewCode(`OperationSystem/${s}`)) });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'announcement/list', { token })).code).toBe(200);
    expect((await t.call('POST', 'announcement/enable', { token, body: { id: 1, enabled: false } })).code).toBe(403);
    expect((await t.call('POST', 'appVersion/save', { token, body: {} })).code).toBe(403);
    expect((await t.call('POST', 'verificationCode/resend', { token, body: { id: 1 } })).code).toBe(403);
    expect((await t.call('POST', 'appContent/upload', { token, body: {} })).code).toBe(403);
    expect((await t.call('POST', 'sensitiveField/enable', { token, body: { id: 1, enabled: false } })).code).toBe(403);
    expect((await t.call('GET', 'appContent/list', { token })).code).toBe(403);
    expect(actionCode('OperationSystem/VerificationCodeManagement', 'resend')).toBe('OperationSystem:VerificationCodeManagement:resend');
  });
});
