import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { departments, merchants, organizations, roles } from '../../server/db/schema';
import { createRole, createUser, findUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'UserSystem/UserManagement';

let t: TestApp;
let admin: string;
const ids = { dept: {} as Record<string, number>, role: {} as Record<string, number>, merchant: {} as Record<string, number>, org: {} as Record<string, number> };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  for (const d of await t.db.select().from(departments)) ids.dept[d.name] = d.id;
  for (const r of await t.db.select().from(roles)) ids.role[r.roleName] = r.id;
  for (const m of await t.db.select().from(merchants)) ids.merchant[m.merchantNo] = m.id;
  for (const o of await t.db.select().from(organizations)) ids.org[o.orgNo] = o.id;
});
afterAll(async () => { await t?.close(); });

type Query = Record<string, string | number>;
const list = (query: Query = {}, token = admin) => t.call('GET', 'user/list', { token, query: { size: 100, ...query } });
const usernames = async (query: Query) => ((await list(query)).data.records as Array<{ username: string }>).map((r) => r.username).sort();

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'wanjiru.k', realName: 'Wanjiru Kamau', deptId: ids.dept['Finance'], roleIds: [ids.role['Telemarketer']],
  merchantId: ids.merchant['1501'], associatedMerchantIds: [ids.merchant['1502']], orgId: ids.org['150201'],
  phone: '254798765432', idNumber: '34567812', extension: '8201', email: 'wanjiru.k@jamiicredit.co.ke',
  jobNumber: 'FIN042', isInternal: true, employeeStatus: 'employed', basicSalary: '123456.78', ...overrides,
});
const save = (body: Record<string, unknown>, language?: string) => t.call('POST', 'user/save', { token: admin, body, language });

describe('the user list', () => {
  it('returns a page of users with department, merchant and role names and no secrets', async () => {
    const { code, data } = await list({ size: 10 });
    expect(code).toBe(200);
    expect(data.total).toBe(36);
    expect(data.records).toHaveLength(10);
    const collector = (await list({ username: 'collector' })).data.records[0];
    expect(collector).toMatchObject({
      userNo: 'U000003', realName: 'Faith Achieng', deptName: 'Early Stage (M1–M2)', merchantName: 'Haraka Loans',
      roleIds: [ids.role['Collector']], roleNames: ['Collector'], phone: '254733908812', jobNumber: 'COL207',
      employeeStatus: 'employed', status: 'normal', mfaBound: false, emailVerified: true, basicSalaryCents: 6_000_000,
    });
    expect(Object.keys(collector)).not.toEqual(expect.arrayContaining(['passwordHash']));
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|mfaSecret|\$argon2/);
  });

  it('filters by username and full name (contains), role, merchant, internal flag and status', async () => {
    expect(await usernames({ username: 'LECTOR' })).toEqual(['collector']);
    expect(await usernames({ realName: 'wanjiku' })).toEqual(['admin']);
    expect(await usernames({ roleIds: ids.role['Loan Auditor'] })).toHaveLength(6);
    expect(await usernames({ roleIds: ids.role['Finance'] })).toEqual(expect.arrayContaining(['finance', 'cashier']));
    // Nine staff of Soko Credit (the service supervisor among them), plus the head-office admin and auditor and the quality
    // inspector, who span every merchant.
    expect((await list({ merchantId: ids.merchant['1503'] })).data.total).toBe(13);
    expect((await list({ isInternal: 'false' })).data.total).toBe(7); // every fifth demo user is external (seed/demo.ts)
    expect((await list({ status: 'frozen' })).data.total).toBe(0);
  });

  it('filters by department including its sub-departments', async () => {
    const early = await usernames({ deptId: ids.dept['Early Stage (M1–M2)'] });
    const collections = await usernames({ deptId: ids.dept['Collections'] });
    expect(early).toEqual(['collector']);
    expect(collections).toEqual(expect.arrayContaining(['collector']));
    expect(collections.length).toBeGreaterThan(early.length);
    expect((await list({ deptId: ids.dept['Head Office'] })).data.total).toBe(36);
  });

  it('sorts by a declared field', async () => {
    const { data } = await list({ sortField: 'username', sortOrder: 'ascend', size: 5 });
    const names = data.records.map((r: { username: string }) => r.username);
    expect(names[0]).toBe('admin');
    expect(names).toEqual([...names].sort());
    expect((await list({ sortField: 'passwordHash' })).code).toBe(400);
  });

  it('offers departments as a tree and roles, merchants and organisations as choices', async () => {
    const depts = await t.call('GET', 'user/options/departments', { token: admin });
    expect(depts.data).toHaveLength(1);
    expect(depts.data[0]).toMatchObject({ label: 'Head Office', value: ids.dept['Head Office'] });
    expect(depts.data[0].children.find((c: { label: string }) => c.label === 'Collections').children).toHaveLength(2);
    expect((await t.call('GET', 'user/options/roles', { token: admin })).data).toContainEqual({ label: 'Collector', value: ids.role['Collector'] });
    expect((await t.call('GET', 'user/options/organizations', { token: admin })).data)
      .toContainEqual({ label: 'Soko Credit Eldoret', value: ids.org['150301'], merchantId: ids.merchant['1503'] });
    expect((await t.call('GET', 'user/options/nonsense', { token: admin })).code).toBe(400);
  });
});

describe('creating a user', () => {
  it('refuses a job number, phone or ID number of the wrong format with the spec\'s messages', async () => {
    expect(await save(newUser({ jobNumber: 'FIN04' }))).toMatchObject({ code: 400, msg: 'Job number format error! Please enter English + number, at least 6 digits, up to 8 digits' });
    expect(await save(newUser({ jobNumber: '12345678' }))).toMatchObject({ code: 400, msg: 'Job number format error! Please enter English + number, at least 6 digits, up to 8 digits' });
    expect(await save(newUser({ phone: '0712345678' }))).toMatchObject({ code: 400, msg: 'Phone format error, eg: 254123456789' });
    expect(await save(newUser({ idNumber: '123456' }))).toMatchObject({ code: 400, msg: 'ID card format error, eg: 1234567' });
    expect(await save(newUser({ username: 'ab' }))).toMatchObject({ code: 400, msg: 'Username: at least 3 characters.' });
    expect(await save(newUser({ username: 'with space' }))).toMatchObject({ code: 400, msg: 'Username: 3–64 letters, digits or . _ @ - only.' });
    expect(await save(newUser({ roleIds: [] }))).toMatchObject({ code: 400, msg: 'Choose at least one role.' });
    expect(await save(newUser({ basicSalary: '100.123' }))).toMatchObject({ code: 400, msg: 'Enter an amount with up to two decimals.' });
    expect(await save(newUser({ orgId: ids.org['150301'] }))).toMatchObject({ code: 400, msg: expect.stringContaining('must belong to the user\'s merchant') });
    expect((await save(newUser({ jobNumber: 'FIN04' }), 'zh')).msg).toBe('工号格式错误！请输入英文+数字，最少6位，最多8位');
  });

  it('refuses a username, phone or job number another user has', async () => {
    expect(await save(newUser({ username: 'Collector' }))).toMatchObject({ code: 409, msg: 'This username is already taken.' });
    expect(await save(newUser({ phone: '254733908812' }))).toMatchObject({ code: 409, msg: 'Another user already has this phone number.' });
    expect(await save(newUser({ jobNumber: 'col207' }))).toMatchObject({ code: 409, msg: 'Another user already has this job number.' });
    expect((await list({ username: 'wanjiru' })).data.total).toBe(0);
  });

  it('saves every field, stores the salary in cents and sends a temporary password to the user', async () => {
    const res = await save(newUser());
    expect(res).toMatchObject({
      code: 200,
      data: {
        userNo: 'U000037', username: 'wanjiru.k', deptName: 'Finance', merchantName: 'Jamii Pesa', orgName: 'Haraka Loans Kisumu',
        associatedMerchantIds: [ids.merchant['1502']], roleNames: ['Telemarketer'], basicSalaryCents: 12_345_678, status: 'normal',
        mustChangePassword: true, deliveredTo: ['2547*****432', 'wa*****.k@jamiicredit.co.ke'], temporaryPassword: null,
      },
    });
    const sent = await t.outbox({ userId: res.data.id, kind: 'accountCreated' });
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([['sms', '254798765432'], ['email', 'wanjiru.k@jamiicredit.co.ke']]);
    const temporary = /Temporary password: ([A-Za-z0-9]+)\./.exec(t.sentText(sent[0]))![1];
    expect(JSON.stringify(res)).not.toContain(temporary);
    const signIn = await t.call('POST', 'noAuth/logon/login', { body: { username: 'wanjiru.k', password: temporary } });
    expect(signIn).toMatchObject({ code: 200, data: { isUpdatePasswordStatus: true } });
    expect((await t.call('GET', `user/detail/${res.data.id}`, { token: admin })).data.basicSalaryCents).toBe(12_345_678);
  });

  it('reads "1,234.5" as KES 1,234.50', async () => {
    const res = await save(newUser({ username: 'salary.test', phone: '254711000111', jobNumber: 'SAL001', email: null, basicSalary: '1,234.5' }));
    expect(res.data).toMatchObject({ basicSalaryCents: 123_450, deliveredTo: ['2547*****111'] });
    expect((await findUser(t.db, res.data.id)).basicSalaryCents).toBe(123_450);
  });

  it('is audited with the new user, roles included, as "after"', async () => {
    const [row] = (await t.auditRows('create')).filter((r) => r.entity === 'user');
    expect(row).toMatchObject({ actorUsername: 'admin', before: null, after: { username: 'wanjiru.k', roleIds: [ids.role['Telemarketer']], basicSalaryCents: 12_345_678 } });
    expect(JSON.stringify(row)).not.toMatch(/passwordHash|Temporary/);
  });
});

describe('editing a user', () => {
  let id: number;
  beforeAll(async () => { id = await t.userId('wanjiru.k'); });
  const update = (body: Record<string, unknown>) => t.call('POST', 'user/update', { token: admin, body: { id, ...body } });

  it('changes only what is sent, replaces roles and merchants, and clears an optional field sent empty', async () => {
    const res = await update({ realName: 'Wanjiru W. Kamau', roleIds: [ids.role['Telemarketer'], ids.role['Loan Auditor']], associatedMerchantIds: [], orgId: null, extension: '' });
    expect(res).toMatchObject({ code: 200, data: { realName: 'Wanjiru W. Kamau', roleNames: ['Loan Auditor', 'Telemarketer'], associatedMerchantIds: [], orgId: null, extension: null, jobNumber: 'FIN042', phone: '254798765432' } });
    expect(await update({ orgId: ids.org['150201'] })).toMatchObject({ code: 400, msg: expect.stringContaining('must belong') });
  });

  it('records before and after, roles included, in the audit log', async () => {
    const rows = (await t.auditRows('update')).filter((r) => r.entity === 'user' && r.entityId === String(id));
    expect(rows[0]).toMatchObject({
      before: { realName: 'Wanjiru Kamau', roleIds: [ids.role['Telemarketer']], extension: '8201' },
      after: { realName: 'Wanjiru W. Kamau', roleNames: ['Loan Auditor', 'Telemarketer'], extension: null },
    });
  });

  it('marks a changed phone as not verified and moves a user to "left"', async () => {
    await t.call('POST', 'user/update', { token: admin, body: { id: await t.userId('auditor'), phone: '254722000999', employeeStatus: 'left' } });
    const auditor = await findUser(t.db, await t.userId('auditor'));
    expect(auditor).toMatchObject({ phone: '254722000999', phoneVerified: false, emailVerified: true, employeeStatus: 'left' });
    expect(await usernames({ employeeStatus: 'left' })).toEqual(['auditor']);
  });

  it('refuses an empty role list and a phone another user has', async () => {
    expect(await update({ roleIds: [] })).toMatchObject({ code: 400, msg: 'Choose at least one role.' });
    expect(await update({ phone: '254712345678' })).toMatchObject({ code: 409, msg: 'Another user already has this phone number.' });
    expect(await update({ username: 'wanjiru.k' })).toMatchObject({ code: 200 });
  });

  it('shows a frozen user with the freeze time', async () => {
    await t.call('POST', 'user/frozen', { token: admin, body: { userId: id } });
    const [frozen] = (await list({ status: 'frozen' })).data.records;
    expect(frozen).toMatchObject({ username: 'wanjiru.k', status: 'frozen', frozenAt: t.clock.now().toISOString() });
  });
});

describe('who may see and change users', () => {
  it('refuses the list to a user without the view code', async () => {
    const collector = await t.login('collector');
    expect(await list({}, collector)).toMatchObject({ code: 403, data: null });
    expect((await t.call('GET', 'user/options/roles', { token: collector })).code).toBe(403);
  });

  it('lets a viewer without add or update see the list but not create or edit', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)], sensitivePerms: ['viewPlainData'] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    expect((await list({}, viewer)).code).toBe(200);
    expect((await t.call('POST', 'user/save', { token: viewer, body: newUser({ username: 'nope.user' }) })).code).toBe(403);
    expect((await t.call('POST', 'user/update', { token: viewer, body: { id: await t.userId('collector'), realName: 'X' } })).code).toBe(403);
    expect((await findUser(t.db, await t.userId('collector'))).realName).toBe('Faith Achieng');
  });

  it('masks phone, e-mail and ID number for a viewer without viewPlainData', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN), actionCode(SCREEN, 'update')] });
    const masked = await t.login((await createUser(t.db, role.id)).username);
    const { data } = await list({ username: 'collector' }, masked);
    expect(data.records[0]).toMatchObject({ phone: '2547*****812', email: 'co*****or@jamiicredit.co.ke', idNumber: '28***10' });
    const text = JSON.stringify((await list({}, masked)).data);
    expect(text).not.toContain('254733908812');
    expect(text).not.toContain('2876310');
    expect((await t.call('GET', `user/detail/${await t.userId('collector')}`, { token: masked })).data.phone).toBe('2547*****812');
  });

  it('reveals one phone to an administrator with the reveal permission, audited', async () => {
    const res = await t.call('GET', 'sensitive/reveal', { token: admin, query: { entity: 'user', id: await t.userId('collector'), field: 'phone' } });
    expect(res).toMatchObject({ code: 200, data: { data: '254733908812' } });
  });
});
