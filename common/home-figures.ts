/**
 * Home's "My figures" (issue 33): each staff member's own work today (East Africa Time), chosen on the server by
 * the operation codes they hold; each figure names the list screen behind it and the filters that produce it.
 * What each role sees and why: docs/reports.md, "Home figures".
 */
export const HOME_FIGURES_URL = 'home/figures';

export const HOME_FIGURE_GROUPS = ['audit', 'payout', 'collection', 'dialTask', 'feedback', 'book'] as const;
export type HomeFigureGroup = (typeof HOME_FIGURE_GROUPS)[number];

export const HOME_FIGURE_KEYS = [
  'auditWaiting', 'auditDecidedToday',
  'paidOutToday', 'failedPayouts',
  'myOpenCases', 'myDueToday', 'collectedTodayV1', 'collectedTodayV2',
  'dialFollowed', 'dialAssigned',
  'feedbackWaiting', 'feedbackProcessing',
  'bookApplications', 'bookApproved', 'bookDisbursed', 'bookCollected', 'bookOpenCases',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];

export interface HomeFigure {
  key: HomeFigureKey;
  group: HomeFigureGroup;
  /** A count, or KES cents when `money`. */
  value: number;
  money: boolean;
  /** The rows behind the figure: the linked list's total. */
  count: number;
  /** The route-table key of the list it links to (a screen the user may open). */
  screen: string;
  /** The list's filters (its query parameters) that produce the figure. */
  filters: Record<string, string | number>;
  /** False where the list cannot filter as narrowly as the figure (it shows more rows), e.g. by decision day. */
  exact: boolean;
}

export interface HomeFigures {
  /** The EAT day the figures are of. */
  day: string;
  figures: HomeFigure[];
}
