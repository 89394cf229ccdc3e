import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './write-off.page';

const API = '/api/hc/web';

/**
 * The admin opens the contact window to the whole EAT day (CollectLevelDevisionPolicy's conduct rules), so the
 * browser test does not depend on the hour it runs at; the hours themselves are tested by the API suite.
 */
export async function allDayContact(request: APIRequestContext) {
  const token = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await request.get(`${API}/conductRules/list?current=1&size=100`, { headers })).json() as { data: { records: { id: number }[] } };
  expect(list.data.records.length).toBeGreaterThan(0);
  for (const row of list.data.records) {
    const res = await (await request.post(`${API}/conductRules/update`, { headers, data: { id: row.id, contactStart: '00:00', contactEnd: '24:00', maxAttemptsPerDay: 20 } })).json() as { code: number; msg: string };
    expect(res.code, res.msg).toBe(200);
  }
}
