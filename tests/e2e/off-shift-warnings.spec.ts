import { expect, test, type APIRequestContext } from '@playwright/test';
import { screen } from '../../common/routes';
import enCase from '../../public/locales/en/caseAllocation.json' with { type: 'json' };
import enSchedule from '../../public/locales/en/schedule.json' with { type: 'json' };
import { call } from './pages/collection-journey';
import { LoginPage } from './pages/login.page';
import { apiLogin } from './pages/write-off.page';

/**
 * Issue 34, the screens show what the schedule decides: a collector's cell today is set to rest through the API; on
 * CaseAllocation the collector picker tags them "Off shift", the supervisor re-allocates a case to them anyway and the
 * result shows the server's warning translated. The cell is put back afterwards.
 */
interface Collector { userId: number; realName: string; available: boolean; agency: string | null }
interface Dept { deptId: number | null; deptName: string | null; collectionUsers: Collector[] }
interface CaseRow { caseNo: string; collectorUserId: number | null; agency: string | null; merchantId: number }
interface Cell { userId: number; day: string; kind: 'shift' | 'rest' | 'leave'; shiftTypeId: number | null; pinned: boolean }

/** EAT's day and month now (the server's clock is the real one in these runs). */
const DAY = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const MONTH = DAY.slice(0, 7);
const PAGE = screen('CollectionSystem/CaseAllocation').path;

async function setCell(request: APIRequestContext, token: string, teamId: number, userId: number, value: Pick<Cell, 'kind' | 'shiftTypeId' | 'pinned'>) {
  await call(request, 'POST', 'schedulePlan/cell', { token, key: true, body: { teamId, month: MONTH, userId, day: DAY, ...value } });
}

test('a supervisor gives a case to an off-shift collector: the picker tags them and the answer warns', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(page.request, 'admin');
  const depts = await call<Dept[]>(page.request, 'GET', 'caseAllocation/collectors?scope=v1', { token });
  // An ordinary collector in a team (not the one the case-allocation spec re-allocates from), who may take cases.
  const dept = depts.find((d) => d.deptId !== null && d.collectionUsers.some((u) => u.available && !u.agency && u.realName !== 'Faith Achieng'))!;
  expect(dept, 'a v1 collector in a team').toBeDefined();
  const person = dept.collectionUsers.find((u) => u.available && !u.agency && u.realName !== 'Faith Achieng')!;
  const roster = await call<{ cells: Cell[] }>(page.request, 'GET', `schedulePlan/roster?teamId=${dept.deptId}&month=${MONTH}`, { token });
  const before = roster.cells.find((c) => c.userId === person.userId && c.day === DAY);
  await setCell(page.request, token, dept.deptId!, person.userId, { kind: 'rest', shiftTypeId: null, pinned: false });
  try {
    const answer = await call<{ people: { userId: number; availability: string }[] }>(page.request, 'GET', `schedule/availability?userIds=${person.userId}`, { token });
    expect(answer.people).toEqual([{ userId: person.userId, availability: 'offShift' }]);

    // The demo book has no pool case: re-allocating a case of someone else is the same manual choice (and the same warning).
    // The case is one the server lists as open, held by another collector and not outsourced, whatever earlier flows did.
    const open = await call<{ records: CaseRow[] }>(page.request, 'GET', 'caseAllocation/list?scope=v1&size=100&outsourced=false&status=collecting', { token });
    // …of a merchant the person covers (collection personnel's merchants; none named covers every merchant).
    const staff = await call<{ records: { userId: number; system: string; merchantIds: number[] | null; relatedMerchantIds: number[] | null }[] }>(
      page.request, 'GET', 'collectionPersonnel/list?size=100', { token });
    const own = staff.records.find((r) => r.userId === person.userId && r.system === 'v1');
    const covered = [...(own?.merchantIds ?? []), ...(own?.relatedMerchantIds ?? [])];
    const target = open.records.find((r) => r.collectorUserId !== null && r.collectorUserId !== person.userId && !r.agency
      && (covered.length === 0 || covered.includes(r.merchantId)));
    expect(target, 'an open v1 case held by another collector').toBeDefined();

    await new LoginPage(page).signIn('admin');
    await page.goto(`${PAGE}?filters[0][field]=caseNo&filters[0][value]=${target!.caseNo}`);
    const row = page.getByTestId('case-table').locator('tbody tr.ant-table-row').filter({ hasText: target!.caseNo }).first();
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').check();
    await expect(page.getByTestId('selected-reallocate')).toBeEnabled();
    await page.getByTestId('selected-reallocate').click();
    await page.getByTestId('collector-picker').click();
    const option = page.getByTestId(`collector-option-${person.userId}`);
    await expect(option).toBeVisible();
    await expect(option.getByTestId('availability-offShift')).toHaveText(enSchedule.availability.offShift);
    await option.click();
    await page.getByTestId('case-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('case-result-summary')).toHaveText(enCase.result.summary.replace('{{done}}', '1').replace('{{skipped}}', '0'));
    await expect(page.getByTestId('work-warnings')).toHaveText(
      enSchedule.onShift.offShift.replace('{{name}}', person.realName).replace('{{day}}', DAY));
    await page.getByTestId('case-result-close').click();
  } finally {
    await setCell(page.request, token, dept.deptId!, person.userId,
      before ? { kind: before.kind, shiftTypeId: before.shiftTypeId, pinned: before.pinned } : { kind: 'shift', shiftTypeId: null, pinned: false });
  }
});
