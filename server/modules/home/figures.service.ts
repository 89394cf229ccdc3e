/**
 * Home's figures, chosen by the caller's operation codes: a figure is given only when the caller may open the list
 * it links to. A manager (the book's list screens open to them) sees the book's day; everyone else the figures of
 * their own queue. Every figure is within the caller's merchants. Why these: docs/reports.md, "Home figures".
 */
import { CASE_ALLOCATION_SCREENS } from '../../../common/collection/case-list';
import { MY_COLLECTION_SCREENS } from '../../../common/collection/my-collection';
import { REPAYMENT_DETAIL_SCREENS } from '../../../common/collection/repayment-details';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { FEEDBACK_SCREEN } from '../../../common/customer-service/feedback';
import { eatDayRange, eatToday } from '../../../common/eat-day';
import type { HomeFigure, HomeFigureGroup, HomeFigureKey, HomeFigures } from '../../../common/home-figures';
import { RELEASE_STATUS } from '../../../common/money/statuses';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { viewCode } from '../../../common/routes';
import { DIAL_TASK_SCREEN } from '../../../common/telemarketing/dial';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { sessionMerchantScope, type MerchantScope } from '../../core/merchant-scope';
import * as repo from './figures.repository';

const MY_AUDIT = 'AuditSystem/MyAudit';
const LOAN_MANAGEMENT = 'AfterLoanSystem/LoanManagement';
const ORDER_MANAGEMENT = 'AuditSystem/OrderManagement';
const FLOWS = 'AfterLoanSystem/RepaymentManagementNew';
const S = ORDER_STATUS;
/** Today's applications that passed review and were not cancelled: waiting for payout or paid out. */
const APPROVED = [S.pendingDisbursement, S.disbursed];

/** The first of the screens the caller may open, with the collection systems it shows. */
type Choice = { screen: string; systems: CollectionSystem[] };
const COLLECTION_QUEUES: Choice[] = [
  { screen: MY_COLLECTION_SCREENS.merge, systems: ['v1', 'v2'] },
  { screen: MY_COLLECTION_SCREENS.v1, systems: ['v1'] },
  { screen: MY_COLLECTION_SCREENS.v2, systems: ['v2'] },
];
const CASE_LISTS: Choice[] = [
  { screen: CASE_ALLOCATION_SCREENS.both, systems: ['v1', 'v2'] },
  { screen: CASE_ALLOCATION_SCREENS.v1, systems: ['v1'] },
  { screen: CASE_ALLOCATION_SCREENS.v2, systems: ['v2'] },
];

interface Caller {
  deps: Deps;
  session: SessionUser;
  scope: MerchantScope;
  day: repo.FigureDay;
  can: (screen: string) => boolean;
}

type Filters = HomeFigure['filters'];
const count = (key: HomeFigureKey, group: HomeFigureGroup, screen: string, filters: Filters, value: number, exact = true): HomeFigure =>
  ({ key, group, value, money: false, count: value, screen, filters, exact });
const money = (key: HomeFigureKey, group: HomeFigureGroup, screen: string, filters: Filters, cents: number, rows: number): HomeFigure =>
  ({ key, group, value: cents, money: true, count: rows, screen, filters, exact: true });

async function auditFigures({ deps, session, scope, day, can }: Caller): Promise<HomeFigure[]> {
  if (!can(MY_AUDIT)) return [];
  const { waiting, decided } = await repo.auditorCounts(deps.db, session.userId, scope, day);
  // MyAudit filters its decided orders by state, not by decision day: its list shows every decision of mine.
  return [
    count('auditWaiting', 'audit', MY_AUDIT, {}, waiting),
    count('auditDecidedToday', 'audit', MY_AUDIT, { status: `${S.pendingDisbursement},${S.approvalRejected}` }, decided, false),
  ];
}

async function payoutFigures({ deps, scope, day, can }: Caller): Promise<HomeFigure[]> {
  if (!can(LOAN_MANAGEMENT)) return [];
  const { paidCount, paidCents, failed } = await repo.payoutCounts(deps.db, scope, day);
  return [
    money('paidOutToday', 'payout', LOAN_MANAGEMENT, { releaseStatus: RELEASE_STATUS.success, lendingDayFrom: day.day, lendingDayTo: day.day }, paidCents, paidCount),
    count('failedPayouts', 'payout', LOAN_MANAGEMENT, { releaseStatus: RELEASE_STATUS.lendingFailure }, failed),
  ];
}

async function collectionFigures({ deps, session, scope, day, can }: Caller): Promise<HomeFigure[]> {
  const queue = COLLECTION_QUEUES.find((q) => can(q.screen));
  const repaid = (['v1', 'v2'] as const).filter((system) => can(REPAYMENT_DETAIL_SCREENS[system]));
  const [cases, repaidOf] = await Promise.all([
    queue ? repo.collectorCaseCounts(deps.db, session.userId, queue.systems, scope, day) : null,
    repaid.length ? repo.collectorRepaidToday(deps.db, session.userId, scope, day) : null,
  ]);
  const figures: HomeFigure[] = [];
  if (queue && cases) {
    figures.push(count('myOpenCases', 'collection', queue.screen, {}, cases.open), count('myDueToday', 'collection', queue.screen, { dueToday: 'true' }, cases.due));
  }
  for (const system of repaid) {
    const { cents, count: rows } = repaidOf!(system);
    const filters = { dayFrom: day.day, dayTo: day.day, collectorUserId: session.userId };
    figures.push(money(system === 'v1' ? 'collectedTodayV1' : 'collectedTodayV2', 'collection', REPAYMENT_DETAIL_SCREENS[system], filters, cents, rows));
  }
  return figures;
}

async function dialFigures({ deps, session, scope, can }: Caller): Promise<HomeFigure[]> {
  if (!can(DIAL_TASK_SCREEN)) return [];
  const { assigned, followed } = await repo.dialTaskCounts(deps.db, session.userId, scope);
  return [
    count('dialFollowed', 'dialTask', DIAL_TASK_SCREEN, { userId: session.userId, followStatus: 'followed' }, followed),
    count('dialAssigned', 'dialTask', DIAL_TASK_SCREEN, { userId: session.userId }, assigned),
  ];
}

async function feedbackFigures({ deps, scope, can }: Caller): Promise<HomeFigure[]> {
  if (!can(FEEDBACK_SCREEN)) return [];
  const { waiting, processing } = await repo.feedbackCounts(deps.db, scope);
  return [
    count('feedbackWaiting', 'feedback', FEEDBACK_SCREEN, { status: 'unprocessed' }, waiting),
    count('feedbackProcessing', 'feedback', FEEDBACK_SCREEN, { status: 'processing' }, processing),
  ];
}

async function bookFigures({ deps, scope, day }: Caller, cases: Choice): Promise<HomeFigure[]> {
  const b = await repo.bookCounts(deps.db, scope, day, cases.systems, APPROVED);
  const applied = { applyDayFrom: day.day, applyDayTo: day.day };
  return [
    count('bookApplications', 'book', ORDER_MANAGEMENT, applied, b.applications),
    count('bookApproved', 'book', ORDER_MANAGEMENT, { ...applied, status: APPROVED.join(',') }, b.approved),
    money('bookDisbursed', 'book', ORDER_MANAGEMENT, { status: S.disbursed, lendingDayFrom: day.day, lendingDayTo: day.day }, b.disbursedCents, b.disbursedCount),
    money('bookCollected', 'book', FLOWS, { status: 'valid', repaidFrom: day.day, repaidTo: day.day }, b.collectedCents, b.collectedCount),
    count('bookOpenCases', 'book', cases.screen, {}, b.openCases),
  ];
}

/** The caller's figures of today (EAT). */
export async function homeFigures(deps: Deps, session: SessionUser): Promise<HomeFigures> {
  const now = deps.now();
  const today = eatToday(now);
  const caller: Caller = {
    deps, session, scope: await sessionMerchantScope(deps.db, session),
    day: { day: today, ...eatDayRange(today), now },
    can: (screen) => session.codes.has(viewCode(screen)),
  };
  // A manager is who may open the book's lists: orders, payouts, repayments and cases.
  const cases = CASE_LISTS.find((c) => caller.can(c.screen));
  if (cases && [ORDER_MANAGEMENT, LOAN_MANAGEMENT, FLOWS].every(caller.can)) return { day: today, figures: await bookFigures(caller, cases) };
  const groups = await Promise.all([auditFigures, payoutFigures, collectionFigures, dialFigures, feedbackFigures].map((of) => of(caller)));
  return { day: today, figures: groups.flat() };
}
