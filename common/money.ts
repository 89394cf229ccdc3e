/** Money is held as integer cents and shown as KES with thousands separators (spec section 1). */
import { CURRENCY } from './constants';

const MONEY_INPUT = /^-?\d+(\.\d{1,2})?$/;

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456 → "1,234.56" */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}${groupThousands(whole)}.${fraction}`;
}

/** 123456 → "KES 1,234.56" */
export function formatKes(cents: number): string {
  return `${CURRENCY} ${formatCents(cents)}`;
}

/** "1,234.5" → 123450; null when the input is not an amount with at most two decimals. */
export function parseMoneyInput(input: string | number): number | null {
  const text = String(input).replace(/,/g, '').trim();
  if (!MONEY_INPUT.test(text)) return null;
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return text.startsWith('-') ? -cents : cents;
}

export function isMoneyInput(input: string | number): boolean {
  return parseMoneyInput(input) !== null;
}
