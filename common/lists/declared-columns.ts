/**
 * A list's columns declared once (the money lists): the screen's table and the xlsx export both derive from
 * the declaration, so a column shown is a column exported, with the same title and formatting. A table column
 * shows its first value with the others beneath it; the export writes every value as its own sheet column.
 * (The repayment lists, one value a column, declare theirs in common/money/repay-columns.ts.)
 */

/** How a value is shown: money as KES, instants in EAT, labels translated from `<labels>.<value>`. */
export type ValueKind = 'text' | 'int' | 'money' | 'time' | 'label';

export interface ListValue<R> {
  /** Property of the row; a dotted path reaches into a nested object ("latestCode.systemCode"). */
  path: string;
  kind: ValueKind;
  /** Translation key of the value's title: the export's header. */
  title: string;
  /** For labels: the translation prefix ("refund:options.auditStatus"); a value without a label shows as it came. */
  labels?: string;
  /** The value worked out from the row instead of read at `path` (a withdrawn refund's audit status). */
  read?: (row: R) => unknown;
}

export interface ListColumn<R, K extends string = string> {
  key: K;
  /** Translation keys of the table column's title, joined by " / ". */
  title: readonly string[];
  values: readonly ListValue<R>[];
}

type ValueOptions<R> = Partial<Pick<ListValue<R>, 'title' | 'labels' | 'read'>>;

/** Value builders of one namespace: titled `<ns>:fields.<last part of the path>` unless told. */
export const valuesOf = <R>(ns: string) =>
  (path: string, kind: ValueKind = 'text', options: ValueOptions<R> = {}): ListValue<R> =>
    ({ path, kind, title: `${ns}:fields.${path.split('.').pop()}`, ...options });

/** A column of one or more values, titled by its first value unless told. */
export const columnOf = <R, K extends string>(key: K, values: readonly ListValue<R>[], title?: readonly string[]): ListColumn<R, K> =>
  ({ key, values, title: title ?? [values[0].title] });

/** A value of a row, read or worked out. */
export function readValue<R>(row: R, value: ListValue<R>): unknown {
  if (value.read) return value.read(row);
  return value.path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), row);
}

/** The export's columns: every value of every column, in the table's order. */
export const exportValues = <R>(columns: readonly ListColumn<R>[]): ListValue<R>[] => columns.flatMap((c) => c.values);
