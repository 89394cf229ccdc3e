/**
 * Issue 13's journey, as a new user would walk it: a manager sets level policies and allocates the case; the
 * collector works it on MyCollection (call, promise, template SMS); the customer pays part → the promise is
 * partly kept; the next day the rest is unpaid → broken; the collector asks for a waiver, the supervisor approves
 * it, the customer pays the rest and the case closes; repayment details and the monitoring screen show it.
 * The days pass on the test clock (pages/collection-journey.ts): every moment's requests are at its time, and
 * the promise check runs at that time through the test-only job route.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import allocationText from '../../public/locales/en/caseAllocation.json' with { type: 'json' };
import collectionText from '../../public/locales/en/collection.json' with { type: 'json' };
import deductionText from '../../public/locales/en/deduction.json' with { type: 'json' };
import myCollectionText from '../../public/locales/en/myCollection.json' with { type: 'json' };
import { formatKes } from '../../common/money';
import { CollectionPoliciesPage } from './pages/collection-policies.page';
import { bandsOf, collectedBy, customerPays, harakaLoanLent, restoreBands, JourneyClock, runJob, signedInAt, trialAt } from './pages/collection-journey';

const COLLECTOR = 'Faith Achieng';
const PROMISE = collectionText.options.promiseStatus;
const PART_PAID_CENTS = 300_00;

/** "Largest waiver …: KES 1,234.50" → 123450 */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The collector's workbench, filtered to the journey's order, with its case open; returns the case view. */
async function openCase(page: Page, orderNo: string): Promise<Locator> {
  await page.goto('/AdminContent/CollectionSystem/MyCollection');
  await page.getByTestId('filter-orderNo').fill(orderNo);
  await page.getByTestId('filter-search').click();
  const rows = page.getByTestId('queue-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNo);
  await page.getByTestId(/^queue-open-/).first().click();
  const view = page.getByTestId('case-view');
  await expect(view.getByTestId('case-header')).toContainText(orderNo);
  return view;
}

/** The case view's promises, newest first as the server lists them. */
async function promises(view: Locator) {
  await view.getByTestId('case-tabs').getByRole('tab', { name: new RegExp(myCollectionText.caseView.promises) }).click();
  return view.getByTestId('case-promises').locator('tbody tr.ant-table-row');
}

async function recordPromise(page: Page, at: string, cents: number, remark: string) {
  await page.getByTestId('case-follow-up').click();
  await pick(page, 'follow-up-action', myCollectionText.options.actionCode.promised);
  const when = page.getByTestId('follow-up-commitment-at');
  await when.click();
  await when.fill(at);
  await when.press('Enter');
  await expect(when).toHaveValue(at);
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await page.getByTestId('follow-up-commitment-amount').fill((cents / 100).toFixed(2));
  await page.getByTestId('follow-up-remark').fill(remark);
  await page.getByTestId('follow-up-save').click();
  await expect(toast(page, myCollectionText.caseView.followUpSaved)).toBeVisible();
  await expect(page.getByTestId('case-header')).toContainText(formatKes(cents));
}

/** Haraka's bands as the demo has them, put back after the journey (also if it fails): other tests expect them. */
let demoBands: Awaited<ReturnType<typeof bandsOf>> | undefined;
test.afterEach(async ({ request }) => {
  if (demoBands) await restoreBands(request, demoBands);
});

test('the collection journey: policies and allocation, call, promise and SMS, partly kept, broken next day, waiver approved, paid in full, case closed and counted', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const clock = new JourneyClock();
  // A new customer's Haraka 14-day loan lent 18 days ago: 4 or 5 days overdue today (Haraka's maturity rule
  // may set the due date a day early), which is M2 in Haraka's demo bands (M1 1–3, M2 4–7).
  const loan = await harakaLoanLent(request, 18);
  expect([4, 5]).toContain((await trialAt(request, loan.billId)).overdueDays);

  // The manager: Haraka's M1 band now runs to day 5 (M2 from day 6), so this case opens in M1.
  demoBands = await bandsOf(request, 'Haraka Loans');
  const manager = await signedInAt(browser, 'admin');
  const policies = new CollectionPoliciesPage(manager);
  await policies.open();
  const band = (level: string) => policies.row('Haraka Loans').filter({ hasText: level });
  await band('M2').getByTestId('row-edit').click();
  await policies.fillBand({ minDays: 6 });
  await policies.save();
  await expect(policies.dialog()).toHaveCount(0);
  await band('M1').getByTestId('row-edit').click();
  await policies.fillBand({ maxDays: 5 });
  await policies.save();
  await expect(policies.dialog()).toHaveCount(0);
  // Level, first day, last day, in the columns' order.
  await expect(band('M1').locator('td')).toContainText([/^M1$/, /^1$/, /^5$/]);
  await expect(band('M2').locator('td')).toContainText([/^M2$/, /^6$/, /^7$/]);

  // The case job (now, as the server runs it every quarter hour) opens the case in the manager's band (or moves
  // it there, had the server's own run opened it first); the manager allocates it.
  await runJob(request, 'collection cases');
  await manager.goto('/AdminContent/CollectionSystem/CaseAllocation');
  if (!(await manager.getByTestId('filter-orderNo').isVisible())) await manager.getByTestId('filter-more').click();
  await manager.getByTestId('filter-orderNo').fill(loan.orderNo);
  await manager.getByTestId('filter-search').click();
  const caseRows = manager.getByTestId('case-table').locator('tbody tr.ant-table-row');
  await expect(caseRows).toHaveCount(1);
  await expect(caseRows.first()).toContainText('M1');
  await caseRows.first().getByRole('checkbox').check();
  await manager.getByTestId('selected-allocate').click();
  await manager.getByTestId('collector-picker').click();
  await manager.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: COLLECTOR }).first().click();
  await manager.getByTestId('case-action-submit').click();
  await manager.getByTestId('confirm-ok').click();
  await expect(manager.getByTestId('case-result-summary')).toHaveText(allocationText.result.summary.replace('{{done}}', '1').replace('{{skipped}}', '0'));
  await manager.getByTestId('case-result-close').click();
  await expect(caseRows.first()).toContainText(COLLECTOR);
  await manager.context().close();

  // D 00:30: the overdue job has charged the day's late fee (as the server's own run does each quarter hour), so
  // the case owes what the repay trial says at 10:00 and a promise of all of it is accepted.
  await runJob(request, 'overdue accrual', clock.at('00:30'));
  // D 10:00, within contact hours: the collector calls (sandbox), takes a promise of everything owed by noon, sends a template SMS.
  const owedAtTen = await trialAt(request, loan.billId, clock.at('10:00'));
  const collector = await signedInAt(browser, 'collector', clock.at('10:00'));
  let view = await openCase(collector, loan.orderNo);
  await expect(view.getByTestId('case-header')).toContainText('M1');
  await expect(view.getByTestId('case-phone')).toContainText('*');
  await collector.getByTestId('case-call').click();
  await expect(toast(collector, myCollectionText.caseView.called.split(' (')[0])).toBeVisible();
  await expect(view.getByTestId('timeline-call').first()).toBeVisible();
  await recordPromise(collector, `${clock.day} 12:00:00`, owedAtTen.settlementCents, 'Will pay everything by noon');
  await collector.getByTestId('case-sms').click();
  await collector.getByTestId('sms-template').click();
  await collector.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(collector.getByTestId('sms-preview')).toBeVisible();
  await collector.getByTestId('sms-send').click();
  await expect(toast(collector, 'SMS sent')).toBeVisible();
  await expect(view.getByTestId('timeline-sms').first()).toBeVisible();
  await collector.context().close();

  // D 11:00: the customer pays part through M-Pesa; D 13:00: the promise check finds the promise partly kept.
  await customerPays(request, loan.billId, PART_PAID_CENTS, 'partial', clock.at('11:00'));
  const noonCheck = await runJob<{ partlyKept: number }>(request, 'promise check', clock.at('13:00'));
  expect(noonCheck.result.partlyKept).toBeGreaterThanOrEqual(1);
  const afterNoon = await signedInAt(browser, 'collector', clock.at('13:00'));
  view = await openCase(afterNoon, loan.orderNo);
  let rows = await promises(view);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(PROMISE.partlyKept);
  await expect(rows.first()).toContainText(formatKes(PART_PAID_CENTS));
  // The customer promises the rest for noon tomorrow.
  const rest = owedAtTen.settlementCents - PART_PAID_CENTS;
  await recordPromise(afterNoon, `${clock.nextDay} 12:00:00`, rest, 'The rest tomorrow at noon');
  await afterNoon.context().close();

  // D+1 13:00: nothing more came (the day's late fee was charged at 00:30); the promise check finds the second promise broken.
  await runJob(request, 'overdue accrual', clock.at('00:30', true));
  const nextDayCheck = await runJob<{ broken: number }>(request, 'promise check', clock.at('13:00', true));
  expect(nextDayCheck.result.broken).toBeGreaterThanOrEqual(1);
  const nextDay = await signedInAt(browser, 'collector', clock.at('13:00', true));
  view = await openCase(nextDay, loan.orderNo);
  rows = await promises(view);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: PROMISE.broken })).toHaveCount(1);
  await expect(rows.filter({ hasText: PROMISE.broken })).toContainText(formatKes(rest));
  await expect(rows.filter({ hasText: PROMISE.partlyKept })).toHaveCount(1);

  // The collector asks for a waiver of the late fee: as much as the strategy allows (the dialog names the limit
  // once the component is chosen).
  await nextDay.getByTestId('waiver-apply').click();
  await expect(nextDay.getByTestId('waiver-strategy')).toBeVisible();
  const waive = nextDay.getByTestId('waive-lateFee');
  await waive.fill('0.01');
  const limit = nextDay.getByText(deductionText.apply.limitNow.split('{{')[0]);
  await expect(limit).toBeVisible();
  const waivedCents = centsOf(await limit.innerText());
  expect(waivedCents).toBeGreaterThan(0);
  await waive.fill((waivedCents / 100).toFixed(2));
  await expect(nextDay.getByTestId('waiver-total')).toContainText(formatKes(waivedCents));
  await expect(nextDay.getByTestId('waiver-problem')).toHaveCount(0);
  await nextDay.getByTestId('waiver-reason').fill('Paid part and lost a day of salary; waive part of the late fee');
  await nextDay.getByTestId('waiver-apply-ok').click();
  const applied = toast(nextDay, deductionText.apply.done.split(' {{')[0]);
  await expect(applied).toBeVisible();
  const deductionNo = /WV\w+/.exec(await applied.innerText())![0];
  await nextDay.context().close();

  // The supervisor (the administrator, who covers every merchant, as in collection-waivers.spec.ts) approves it.
  const owedBeforeWaiver = await trialAt(request, loan.billId, clock.at('13:30', true));
  const supervisor = await signedInAt(browser, 'admin', clock.at('13:30', true));
  await supervisor.goto('/AdminContent/CollectionSystem/DeductionAmountManagement');
  await supervisor.getByTestId('filter-orderNo').fill(loan.orderNo);
  await supervisor.getByTestId('filter-search').click();
  const waiver = supervisor.getByRole('row').filter({ hasText: deductionNo });
  await expect(waiver.getByTestId('deductionStatus-pending')).toBeVisible();
  await waiver.getByTestId('row-approve').click();
  const decide = supervisor.getByRole('dialog');
  await expect(decide).toContainText(deductionText.confirm.approveTitle.replace('{{no}}', deductionNo));
  await decide.getByTestId('decide-remark').fill('Within the M1–M3 policy');
  await decide.getByTestId('decide-ok').click();
  await expect(waiver.getByTestId('deductionStatus-approved')).toBeVisible();
  await supervisor.context().close();
  const owedAfterWaiver = await trialAt(request, loan.billId, clock.at('13:30', true));
  // The bill owes exactly the waiver less, at once (the day's late fee is not charged twice).
  expect(owedAfterWaiver.settlementCents).toBe(owedBeforeWaiver.settlementCents - waivedCents);

  // D+1 14:00: the customer pays the rest; the bill is settled and the case closes. (What she had collected that
  // day before it, by other cases or runs, is read first: the monitoring screen must add exactly this payment.)
  const collectedBefore = await collectedBy(request, COLLECTOR, clock.nextDay, clock.at('13:45', true));
  const settled = await customerPays(request, loan.billId, owedAfterWaiver.settlementCents, 'settle', clock.at('14:00', true));
  expect(settled).toMatchObject({ billStatus: 'settled', amountDueCents: 0 });
  const closing = await signedInAt(browser, 'admin', clock.at('14:30', true));
  await closing.goto('/AdminContent/CollectionSystem/CaseAllocation');
  if (!(await closing.getByTestId('filter-orderNo').isVisible())) await closing.getByTestId('filter-more').click();
  await closing.getByTestId('filter-orderNo').fill(loan.orderNo);
  await pick(closing, 'filter-status', collectionText.options.status.closed);
  await closing.keyboard.press('Escape');
  await closing.getByTestId('filter-search').click();
  // The filter is in the address (Refine's filters[n][field]/[value]), so Back and a copied link keep it.
  await expect(closing).toHaveURL(/\[field\]=status&filters\[\d\]\[operator\]=eq&filters\[\d\]\[value\]=closed/);
  const closed = closing.getByTestId('case-table').locator('tbody tr.ant-table-row');
  await expect(closed).toHaveCount(1);
  await expect(closed.first()).toContainText(loan.orderNo);

  // The monitoring screen, today (D+1): the rest is added to what the collector had collected that day.
  await closing.goto('/AdminContent/CollectionSystem/CollectionPersonnelMonitoring');
  await pick(closing, 'filter-collectorUserId', COLLECTOR);
  await closing.getByTestId('filter-search').click();
  const monitored = closing.getByTestId('monitoring-table').locator('tbody tr.ant-table-row').filter({ hasText: COLLECTOR });
  await expect(monitored).toHaveCount(1);
  await expect(monitored).toContainText(formatKes(collectedBefore + owedAfterWaiver.settlementCents));
  await closing.context().close();

  // The collector's repayment details: both payments on the case, attributed to her.
  const details = await signedInAt(browser, 'collector', clock.at('14:30', true));
  await details.goto('/AdminContent/CollectionSystem/repaymentDetails');
  await details.getByTestId('filter-orderNo').fill(loan.orderNo);
  await details.getByTestId('filter-search').click();
  const paid = details.getByTestId('repayment-details-table').locator('tbody tr.ant-table-row');
  await expect(paid).toHaveCount(2);
  await expect(paid.filter({ hasText: formatKes(PART_PAID_CENTS) })).toContainText(COLLECTOR);
  await expect(paid.filter({ hasText: formatKes(owedAfterWaiver.settlementCents) })).toContainText(COLLECTOR);
  await expect(details.getByTestId('repayment-details-totals')).toContainText(formatKes(PART_PAID_CENTS + owedAfterWaiver.settlementCents));
  // The closed case has left her queue.
  await details.goto('/AdminContent/CollectionSystem/MyCollection');
  const queue = details.getByTestId('queue-table').locator('tbody tr.ant-table-row');
  await expect(queue.first()).toBeVisible();
  await details.getByTestId('filter-orderNo').fill(loan.orderNo);
  await details.getByTestId('filter-search').click();
  await expect(details).toHaveURL(new RegExp(`\\[value\\]=${loan.orderNo}`));
  await expect(queue).toHaveCount(0);
  await details.context().close();
});
