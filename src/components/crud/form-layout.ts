/**
 * When a form takes two columns: a long form on a window at least 1280 px wide, so that it fits the dialog
 * without a long scroll. Short forms, and every form on a narrower window, keep one column.
 */
import { useWindowWidth } from '../../hooks/useWindowWidth';
import styles from './form-layout.module.css';

export type FormColumns = 1 | 2;

export const TWO_COLUMN_MIN_WINDOW_PX = 1280;
/** A form with this many fields or more is long. */
export const LONG_FORM_FIELDS = 7;
/** A two-column dialog: wider than the 35 % default so that each column keeps the width of a one-column form. */
export const TWO_COLUMN_MODAL_WIDTH = 'min(960px, 72vw)';

export const formColumns = (fieldCount: number, windowWidth: number): FormColumns =>
  (fieldCount >= LONG_FORM_FIELDS && windowWidth >= TWO_COLUMN_MIN_WINDOW_PX ? 2 : 1);

export function useFormColumns(fieldCount: number): FormColumns {
  return formColumns(fieldCount, useWindowWidth());
}

/** The form's class: a grid of two columns, or nothing. */
export const formGridClass = (columns: FormColumns) => (columns === 2 ? styles.twoColumns : undefined);

/** An item that takes the whole row of a two-column form (a text area, a notice). */
export const FULL_ROW_CLASS = styles.fullRow;
