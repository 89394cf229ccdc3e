// Temporary: prepares orders for the H5 screenshots through the running app's API. Deleted after use.
import { writeFileSync } from 'node:fs';
import { cleanApplication } from './tests/api/order-fixtures';

const BASE = 'http://127.0.0.1:8235/api/hc/web/';
async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(BASE + url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body ? JSON.stringify(body) : undefined });
  return res.json() as Promise<{ code: number; msg: string; data: any }>;
}
const login = async (username: string) => (await call('POST', 'noAuth/logon/login', { username, password: 'Demo@2026' })).data.token as string;
const intake = async (change?: (a: any) => void) => {
  const r = await call('POST', 'open/intake/application', cleanApplication({ customer: 700_000 + Math.floor(Math.random() * 99_999), change }), { 'x-service-key': 'demo-intake-1501' });
  if (r.code !== 200) throw new Error(r.msg);
  return r.data as { orderId: number; orderNo: string; status: number };
};
const admin = await login('admin');
const auditor = await login('auditor');
const fresh = [await intake(), await intake(), await intake()];
const refused = [await intake((a) => { a.device.deviceId = 'dev-fraud-ring-01'; }), await intake((a) => { a.device.deviceId = 'dev-fraud-ring-01'; })];
const toReject = [await intake(), await intake(), await intake(), await intake()];
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const auditors = await call('GET', 'orderAllocation/auditors', undefined, auth(admin));
const auditorId = (auditors.data as any[]).find((a) => /Brian/.test(a.label ?? a.realName ?? ''))?.value ?? (auditors.data as any[])[0]?.value;
console.log('auditors', JSON.stringify(auditors.data).slice(0, 200));
console.log('allocate', (await call('POST', 'orderAllocation/allocate', { orderIds: toReject.map((o) => o.orderId), auditorId, action: 'allocate' }, auth(admin))).msg);
const questions = await call('GET', 'orderAudit/questions', undefined, auth(auditor));
const answers = ((questions.data ?? []) as any[]).map((q) => ({ questionId: q.id, answer: q.options?.[0] ?? 'Yes' }));
for (const o of toReject) {
  const r = await call('POST', 'orderAudit/submit', { orderId: o.orderId, decision: 'reject', refuseCode: 'M102', remark: 'Customer unreachable', answers }, auth(auditor));
  console.log('reject', o.orderNo, r.code, r.msg);
}
writeFileSync('/tmp/h5/orders.json', JSON.stringify({ fresh, refused, rejected: toReject }, null, 2));
console.log(JSON.stringify({ fresh: fresh.map((o) => o.orderNo), refused: refused.map((o) => o.orderNo), rejected: toReject.map((o) => o.orderNo) }));
