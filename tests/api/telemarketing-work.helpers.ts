/** Telemarketing work fixtures: telemarketers and a manager, list entries, dial tasks, customers. */
import { asc } from 'drizzle-orm';
import { customers, merchants, telemarketingListEntries, tmPersonnel } from '../../server/db/schema';
import { phoneHash } from '../../server/modules/telemarketing-list/phone-hash';
import { codesOf } from './collection-approvals.helpers';
import { createRole, createUser } from './fixtures';
import type { Envelope } from '../../common/envelope';
import type { TestApp } from './harness';

export const DIAL = 'TelemarketingSystem:DialTask';
export const APPROVAL = 'TelemarketingSystem:Approval';
export const INCOMING = 'TelemarketingSystem:MyIncoming';
export const LOAN = 'TelemarketingSystem:MyLoan';

let sequence = 0;
/** A unique 2547… phone per call in this run. */
export const newPhone = () => `2547${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(++sequence % 1000).padStart(3, '0')}`.slice(0, 12);

export async function staff(t: TestApp, codes: readonly string[], options: { plain?: boolean; telemarketer?: boolean } = {}) {
  const role = await createRole(t.db, { codes, sensitivePerms: options.plain ? ['viewPlainData'] : [] });
  const user = await createUser(t.db, role.id);
  if (options.telemarketer) await t.db.insert(tmPersonnel).values({ userId: user.id, channels: ['callCentre', 'manual'] });
  return { id: user.id, username: user.username, token: await t.login(user.username) };
}

export const telemarketerCodes = [...codesOf(DIAL, ['follow', 'call']), ...codesOf(APPROVAL, ['apply']), `${INCOMING}:view`, `${LOAN}:view`];
export const managerCodes = [...codesOf(DIAL, ['assign', 'viewAll']), ...codesOf(APPROVAL, ['approve', 'reject', 'viewAll', 'apply'])];

export async function firstMerchant(t: TestApp) {
  const [m] = await t.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(1);
  return m.id;
}

export async function newEntries(t: TestApp, merchantId: number, n: number, customerIds: (number | null)[] = []) {
  const rows = Array.from({ length: n }, (_, i) => {
    const phone = newPhone();
    return { merchantId, phone, phoneHash: phoneHash(phone), marketingTarget: 'register' as const, customerId: customerIds[i] ?? null };
  });
  return t.db.insert(telemarketingListEntries).values(rows).returning();
}

export async function newCustomer(t: TestApp, merchantId: number, registeredAt: Date, phone = newPhone()) {
  const [row] = await t.db.insert(customers).values({
    customerNo: `TMC${phone}`, merchantId, fullName: 'Wanjiru Test Kamau', idNumber: phone.slice(-8), phone, registeredAt,
  }).returning();
  return row;
}

/** A list file sent as the import sends it: the bytes are the body (application/octet-stream), the settings the query. */
export async function uploadList(t: TestApp, token: string, content: Buffer, query: Record<string, unknown>, headers: Record<string, string> = {}) {
  const settings = { marketingTarget: 'register', userGroupNo: 'UG1001', ...query };
  const response = await t.app.inject({
    method: 'POST', url: '/api/hc/web/telemarketingImport/validate', payload: content,
    query: Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', ...headers },
  });
  if (response.statusCode >= 500) throw new Error(`validate answered ${response.statusCode}: ${response.body}`);
  // biome-ignore lint/suspicious/noExplicitAny: loosely typed on purpose, as TestApp.call: each test asserts the shape it relies on
  return response.json() as Envelope<any>;
}
