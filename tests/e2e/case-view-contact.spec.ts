import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { allDayContact } from './pages/conduct';
import { LoginPage } from './pages/login.page';
import { untranslated } from './pages/untranslated';
import { apiLogin } from './pages/write-off.page';

const API = '/api/hc/web';
const pad = (n: number) => String(n).padStart(2, '0');

/** Sets every merchant's contact hours to one hour that is not now (EAT): the next hour today, or 01:00 tomorrow late at night. */
async function hoursNotNow(request: APIRequestContext) {
  const eatHour = (new Date().getUTCHours() + 3) % 24;
  const start = eatHour <= 21 ? eatHour + 1 : 1;
  const token = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await request.get(`${API}/conductRules/list?current=1&size=100`, { headers })).json() as { data: { records: { id: number }[] } };
  for (const row of list.data.records) {
    const res = await (await request.post(`${API}/conductRules/update`, { headers, data: { id: row.id, contactStart: `${pad(start)}:00`, contactEnd: `${pad(start + 1)}:00`, maxAttemptsPerDay: 20 } })).json() as { code: number; msg: string };
    expect(res.code, res.msg).toBe(200);
  }
  return `${pad(start)}:00`;
}

async function openFirstCase(page: Page) {
  await page.goto('/AdminContent/CollectionSystem/MyCollection');
  const open = page.getByTestId(/^queue-open-/).first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(page.getByTestId('case-view')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('outside the contact hours Call and Send SMS wait, saying when the hours open (EAT, by the server\'s clock)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const opens = await hoursNotNow(request);
  try {
    await new LoginPage(page).signIn('collector');
    await openFirstCase(page);
    await expect(page.getByTestId('case-call')).toBeDisabled();
    await expect(page.getByTestId('case-sms')).toBeDisabled();
    await expect(page.getByTestId('case-outside-hours')).toContainText(` ${opens} (EAT)`);
    await page.getByTestId('case-call').hover({ force: true });
    await expect(page.getByRole('tooltip')).toContainText(`Contact hours open at `);
    await expect(page.getByRole('tooltip')).toContainText(` ${opens} (EAT)`);
    // The server refuses too, whatever the browser shows.
    const token = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.token);
    const caseId = Number(new URL(page.url()).searchParams.get('case'));
    const call = await (await request.post(`${API}/myCollection/call`, { headers: { authorization: `Bearer ${token}` }, data: { caseId } })).json() as { code: number };
    expect(call.code).toBe(409);
  } finally {
    await allDayContact(request);
  }
});

test('in Chinese, the case timeline and Home\'s recent activity show no raw key and no English enumeration', async ({ page, request }) => {
  test.setTimeout(180_000);
  await allDayContact(request);
  await page.goto('/Login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.atPresentAppLanguage, 'zh']);
  await new LoginPage(page).signIn('collector');
  await openFirstCase(page);
  await expect(page.getByTestId('case-timeline')).toBeVisible();
  await expect(page.getByTestId('case-timeline').locator('.ant-tag').first()).toBeVisible();
  expect(await untranslated(page)).toEqual({ rawKeys: [], englishEnumerations: [] });
  await page.goto('/AdminContent/Home');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await untranslated(page)).toEqual({ rawKeys: [], englishEnumerations: [] });
});
