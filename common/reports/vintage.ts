/**
 * OperationReport's vintages (issue 33): the loans disbursed on the report's EAT days, as cohorts by the EAT week
 * (from Monday) of their disbursement, and how each cohort repays — first-payment default at three horizons, the
 * principal repaid of the bills now due, and the share extended (rolled over). Declared once for the server and the
 * screen; definitions in docs/reports.md.
 */

/** Days after the first bill's due day at which it is looked at: on the due day, 7 and 30 days later. */
export const FPD_HORIZONS = { unpaidAtDue: 0, fpd7: 7, fpd30: 30 } as const;
export type FpdFigure = keyof typeof FPD_HORIZONS;
export const FPD_FIGURES = Object.keys(FPD_HORIZONS) as FpdFigure[];

export interface FpdCell {
  /** Loans whose first bill's horizon day is over (the cohort's part that can be judged at this horizon). */
  matured: number;
  /** Of those, the loans whose first bill was not settled by the end of that day. */
  unpaid: number;
  /** unpaid / matured in basis points; null while no loan has reached the horizon. */
  rate: number | null;
}

export interface VintageRow {
  /** The Monday (EAT) of the week the cohort's loans were disbursed in. */
  week: string;
  loans: number;
  principalCents: number;
  fpd: Record<FpdFigure, FpdCell>;
  /** The principal of the cohort's bills due before today, and what of it is settled. */
  duePrincipalCents: number;
  duePrincipalSettledCents: number;
  /** duePrincipalSettled / duePrincipal in basis points; null while no bill is due. */
  repaidRate: number | null;
  /** Cash received against the cohort's bills, whenever. */
  repaidCents: number;
  /** Loans with a bill extended (rolled over) at least once, and their share in basis points. */
  extended: number;
  extensionRate: number | null;
}

/** The table's and the export's columns, in order, each a count, KES cents or a rate in basis points. */
export const VINTAGE_COLUMN_KINDS = {
  loans: 'count', principalCents: 'cents', unpaidAtDue: 'rate', fpd7: 'rate', fpd30: 'rate',
  repaidRate: 'rate', repaidCents: 'cents', extended: 'count', extensionRate: 'rate',
} as const satisfies Record<string, 'count' | 'cents' | 'rate'>;
export type VintageColumn = keyof typeof VINTAGE_COLUMN_KINDS;
export const VINTAGE_COLUMNS = Object.keys(VINTAGE_COLUMN_KINDS) as VintageColumn[];

export const bpOf = (part: number, whole: number) => (whole ? Math.round((part * 10_000) / whole) : null);

/** A cell of the table and of the export (null: "—"). */
export function vintageValue(row: VintageRow, column: VintageColumn): number | null {
  if (column === 'unpaidAtDue' || column === 'fpd7' || column === 'fpd30') return row.fpd[column].rate;
  return row[column];
}
