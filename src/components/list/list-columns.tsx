/**
 * The kit's column rules, shared by every table (lists, drawers, modals): a free-text column (one declared with
 * `ellipsis`) is cut at its width with the whole text in a tooltip, and the actions column is fixed to the right,
 * as wide as its buttons, so it stays on screen however wide the row.
 */
import { Tooltip, type TableColumnType } from 'antd';
import { isValidElement, type ReactNode } from 'react';

/** A free-text column without a width of its own takes this one; it never grows past it. */
export const FREE_TEXT_WIDTH = 240;
/** The cell's padding (antd "middle" size): the text is cut this much inside the column's width. */
const CELL_PADDING = 16;
/** The key of an actions column, the kit's or a screen's own. */
export const ACTIONS_KEY = 'actions';
/** Marks an actions column (the e2e sweep finds it by this class too). */
export const ACTIONS_CLASS = 'list-actions';

const CLIP = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const valueAt = (row: object, dataIndex: TableColumnType<object>['dataIndex']): unknown => {
  if (dataIndex === undefined) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[String(key)] : undefined), row);
};

/** Text shown in a tooltip: a plain value as it is; an element (already a link, a tag, its own tooltip) gets none. */
const plainText = (node: ReactNode): string | null =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : null;

/**
 * A free-text column: a fixed maximum width, cut with an ellipsis, the whole text in a tooltip. With `cap` a column
 * without a width of its own stays as narrow as its content and is cut only past `cap`.
 */
export function freeText<T>(column: TableColumnType<T>, cap?: number): TableColumnType<T> {
  if (!column.ellipsis) return column;
  const own = typeof column.width === 'number' ? column.width : undefined;
  const width = own ?? cap ?? FREE_TEXT_WIDTH;
  const render = column.render;
  return {
    ...column,
    width: own ?? (cap === undefined ? FREE_TEXT_WIDTH : undefined),
    ellipsis: { showTitle: false },
    render: (value: unknown, row: T, index: number) => {
      const shown = (render ? render(value, row, index) : (valueAt(row as object, column.dataIndex as never) as ReactNode)) as ReactNode;
      // A render returning cell props ({ children, props }) is left to antd.
      if (shown && typeof shown === 'object' && !isValidElement(shown) && !Array.isArray(shown)) return shown;
      const text = plainText(shown);
      const clipped = <div style={{ ...CLIP, maxWidth: width - CELL_PADDING }}>{shown ?? '—'}</div>;
      return text ? <Tooltip title={text} placement="topLeft">{clipped}</Tooltip> : clipped;
    },
  };
}

/** Marks a table's actions column: fixed to the right, never narrower than `width`. */
export function fixedActions<T>(column: TableColumnType<T>, width: number): TableColumnType<T> {
  return { ...column, width, fixed: 'right', className: [column.className, ACTIONS_CLASS].filter(Boolean).join(' ') };
}
