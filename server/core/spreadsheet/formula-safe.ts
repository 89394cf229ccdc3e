/**
 * Text written into a spreadsheet that a reader's program could take for a formula (= + - @, and the tab and
 * carriage return that some programs strip first) is prefixed with an apostrophe, so it stays text (OWASP's
 * CSV-injection advice). Numbers are left alone: a negative amount is a number, not text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function formulaSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
