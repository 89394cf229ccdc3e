/**
 * Quality center (issue 34): the default scorecard with the conduct-rule compliance checkpoints (on every start,
 * when there is none), and demo reviews of the demo staff's contacts — open, claimed, scored, appealed and decided,
 * and a calibration pair — made through the module's own services.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatEatDate } from '../../../common/time';
import type { Actor } from '../../core/access';
import type { Deps } from '../../core/deps';
import { inMerchantScope, merchantScopeOf, type MerchantScope } from '../../core/merchant-scope';
import * as quality from '../../modules/quality/quality.service';
import type { DbOrTx } from '../client';
import { qualityCheckpoints, qualityReviews, qualityScorecards, qualitySettings, users } from '../schema';
import { callerOf } from './collection-approvals';

const DAY = 86_400_000;

/** The weights add up to 100; the four conduct rules are instant-fail compliance items (a failed one is a major violation). */
export const DEFAULT_CHECKPOINTS = [
  { label: 'Greeting, own name and company, customer identity verified before any account detail', weight: 10, instantFail: false, conductRule: null },
  { label: 'Accurate account information: amount due, due date, fees and how to pay', weight: 15, instantFail: false, conductRule: null },
  { label: 'Listens and answers objections or hardship respectfully', weight: 10, instantFail: false, conductRule: null },
  { label: 'A clear next step agreed: promise to pay with amount and date, or a call-back', weight: 15, instantFail: false, conductRule: null },
  { label: 'Disposition and notes recorded correctly', weight: 10, instantFail: false, conductRule: null },
  { label: 'Courteous, calm and professional tone throughout', weight: 20, instantFail: false, conductRule: null },
  { label: 'No threats: no arrest, legal or public-shaming threats the lender cannot or will not carry out', weight: 5, instantFail: true, conductRule: 'threats' },
  { label: 'No abusive, insulting or demeaning language', weight: 5, instantFail: true, conductRule: 'abusiveLanguage' },
  { label: 'No disclosure of the loan or the debt to anyone but the borrower', weight: 5, instantFail: true, conductRule: 'thirdPartyDisclosure' },
  { label: 'Contact only within permitted hours (08:00–20:00 EAT)', weight: 5, instantFail: true, conductRule: 'outsideHours' },
] as const;

/** The default scorecard and the settings row, when there is no scorecard yet (every start, demo or not). */
export async function syncQualityDefaults(db: DbOrTx): Promise<void> {
  const [any] = await db.select({ id: qualityScorecards.id }).from(qualityScorecards).limit(1);
  if (!any) {
    const [card] = await db.insert(qualityScorecards).values({ name: 'Standard call review', passMark: 80, isDefault: true }).returning({ id: qualityScorecards.id });
    await db.insert(qualityCheckpoints).values(DEFAULT_CHECKPOINTS.map((c, i) => ({ ...c, scorecardId: card.id, sort: i + 1 })));
  }
  await db.insert(qualitySettings).values({ id: 1 }).onConflictDoNothing();
}

const actorOf = (caller: NonNullable<Awaited<ReturnType<typeof callerOf>>>): Actor => ({ userId: caller.session.userId, username: caller.session.username, ip: caller.ip });

/** Demo queue: the last three days sampled, then some items claimed, scored, appealed and decided, one calibrated. */
export async function seedDemoQuality(deps: Deps): Promise<void> {
  const now = deps.now();
  await syncQualityDefaults(deps.db);
  // A larger share for the demo, so each of the few demo staff has several items a day.
  await deps.db.update(qualitySettings).set({ collectionSharePct: 50, telemarketingSharePct: 50, serviceSharePct: 50 }).where(eq(qualitySettings.id, 1));
  for (let back = 3; back >= 0; back -= 1) await quality.sampleContacts(deps.db, formatEatDate(new Date(now.getTime() - back * DAY)), now);
  await deps.db.update(qualitySettings).set({ collectionSharePct: 5, telemarketingSharePct: 5, serviceSharePct: 5 }).where(eq(qualitySettings.id, 1));

  // Inspectors score (head office QA, every merchant); the supervisors of the merchant decide appeals and calibrate.
  const inspectors = await callersIn(deps, ['inspector', 'admin']);
  const supervisors = await callersIn(deps, ['collectlead', 'tmlead', 'servicelead', 'admin']);
  if (inspectors.length < 2) return;
  const items = await deps.db.select({ id: qualityReviews.id, employeeUserId: qualityReviews.employeeUserId, scorecardId: qualityReviews.scorecardId, merchantId: qualityReviews.merchantId })
    .from(qualityReviews).where(and(eq(qualityReviews.status, 'open'), inArray(qualityReviews.reason, ['sample', 'complaint', 'brokenPromise', 'refusedCallback'])))
    .orderBy(asc(qualityReviews.contactAt), asc(qualityReviews.id)).limit(14);
  const checkpoints = await deps.db.select().from(qualityCheckpoints).where(eq(qualityCheckpoints.enabled, true)).orderBy(asc(qualityCheckpoints.sort));
  /** The first of `callers` from `start` on (round robin) who reaches the item's merchant and is neither of `not`. */
  const pick = (callers: DemoCaller[], merchantId: number | null, not: readonly (number | null)[], start = 0) =>
    [...callers.slice(start % callers.length), ...callers.slice(0, start % callers.length)]
      .find((c) => !not.includes(c.session.userId) && (merchantId === null || inMerchantScope(c.scope, merchantId)));
  // Leave the newest items open; score most, claim one.
  const scored: { id: number; by: number }[] = [];
  for (const [i, item] of items.slice(0, 10).entries()) {
    const inspector = pick(inspectors, item.merchantId, [item.employeeUserId], i);
    if (!inspector) continue;
    await quality.claim(deps, inspector.session, actorOf(inspector), { id: item.id });
    if (i === 9) break; // one stays claimed
    const own = checkpoints.filter((c) => c.scorecardId === item.scorecardId);
    const checks = own.map((c, n) => {
      const fail = (i % 4 === 1 && !c.instantFail && n % 3 === 1) || (i === 6 && c.conductRule === 'thirdPartyDisclosure');
      return { checkpointId: c.id, result: fail ? 'fail' as const : 'pass' as const, comment: fail ? (c.instantFail ? 'Told the customer\'s sister about the overdue loan.' : 'Missed this step; coached after the call.') : null };
    });
    await quality.score(deps, inspector.session, actorOf(inspector), { id: item.id, checks, comment: i % 4 === 1 ? 'Needs to confirm the amount and date before ending the call.' : 'Good call.' });
    scored.push({ id: item.id, by: inspector.session.userId });
  }
  // The employee appeals two failed reviews; one is decided by a supervisor (not the inspector who scored it).
  const failed = await deps.db.select({ id: qualityReviews.id, employeeUserId: qualityReviews.employeeUserId, inspectorUserId: qualityReviews.inspectorUserId, merchantId: qualityReviews.merchantId })
    .from(qualityReviews).where(and(eq(qualityReviews.status, 'scored'), eq(qualityReviews.passed, false))).orderBy(asc(qualityReviews.id)).limit(10);
  // Only an employee who reaches the review's merchant may appeal it (which contacts are sampled depends on the hour).
  const appealable: { row: (typeof failed)[number]; employee: DemoCaller }[] = [];
  for (const row of failed) {
    if (appealable.length === 2) break;
    const caller = await callerOfId(deps, row.employeeUserId);
    const employee = caller && { ...caller, scope: await merchantScopeOf(deps.db, caller.session.userId) };
    if (employee && (row.merchantId === null || inMerchantScope(employee.scope, row.merchantId))) appealable.push({ row, employee });
  }
  for (const [i, { row, employee }] of appealable.entries()) {
    await quality.appeal(deps, employee.session, actorOf(employee), { id: row.id, reason: 'The customer asked me to explain the fees twice; I did confirm the date at the end of the call.' });
    const decider = pick(supervisors, row.merchantId, [row.inspectorUserId, row.employeeUserId]);
    if (i === 0 && decider) {
      await quality.decideAppeal(deps, decider.session, actorOf(decider), { id: row.id, decision: 'upheld', comment: 'Listened to the record: the amount was never confirmed. The result stands.' });
    }
  }
  // A calibration: a supervisor scores the first scored contact again.
  const first = scored[0];
  const item = first && items.find((x) => x.id === first.id);
  const second = item && pick(supervisors, item.merchantId, [first.by, item.employeeUserId]);
  if (item && second) {
    const { id } = await quality.calibrate(deps, second.session, actorOf(second), { id: first.id });
    const own = checkpoints.filter((c) => c.scorecardId === item.scorecardId);
    await quality.score(deps, second.session, actorOf(second), {
      id, comment: 'Calibration', checks: own.map((c, n) => ({ checkpointId: c.id, result: n === 4 ? 'fail' as const : 'pass' as const, comment: n === 4 ? 'Notes left out the call-back time.' : null })),
    });
  }
}

type DemoCaller = NonNullable<Awaited<ReturnType<typeof callerOf>>> & { scope: MerchantScope };

/** The demo users of these names that exist, each with the merchants they reach. */
async function callersIn(deps: Deps, usernames: readonly string[]): Promise<DemoCaller[]> {
  const callers = (await Promise.all(usernames.map((u) => callerOf(deps, u)))).filter((c) => c !== null);
  return Promise.all(callers.map(async (c) => ({ ...c, scope: await merchantScopeOf(deps.db, c.session.userId) })));
}

async function callerOfId(deps: Deps, userId: number) {
  const [user] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? callerOf(deps, user.username) : null;
}
