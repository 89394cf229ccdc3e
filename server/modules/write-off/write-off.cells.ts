/**
 * Reading one cell of an uploaded write-off file as people type them in Excel: amounts as numbers or text
 * in KES (up to two decimals), times as Excel dates or "YYYY-MM-DD HH:mm:ss" in EAT, the record flag as
 * yes/no in either language. Each reader answers the value or a problem the row reports.
 */
import type ExcelJS from 'exceljs';
import { parseMoneyInput } from '../../../common/money';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../common/money/statuses';
import { parseEat } from '../../../common/time';
import { translate } from '../../core/i18n';

export type Plain = string | number | boolean | Date | null;
export type Read<T> = { value: T } | { problem: string };

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** Formulas give their result, rich text and links their text; errors and blanks are null. */
export function plain(value: ExcelJS.CellValue): Plain {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return typeof value === 'string' && value.trim() === '' ? null : value;
  if ('richText' in value) return plain(value.richText.map((r) => r.text).join(''));
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('text' in value) return plain(value.text);
  return null;
}

export function asText(value: Plain): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value).trim() || null;
}

export function asCents(value: Plain): Read<number | null> {
  if (value === null) return { value: null };
  if (typeof value === 'number') {
    const cents = Math.round(value * 100);
    if (!Number.isSafeInteger(cents) || Math.abs(value * 100 - cents) > 1e-6 || cents < 0) return { problem: 'writeOff:errors.badAmount' };
    return { value: cents };
  }
  const cents = typeof value === 'string' ? parseMoneyInput(value) : null;
  return cents === null || cents < 0 ? { problem: 'writeOff:errors.badAmount' } : { value: cents };
}

/** Excel keeps wall-clock times without a zone: they are read as EAT. */
const wallClockAsEat = (wall: Date) => parseEat(wall.toISOString().slice(0, 19).replace('T', ' '));

export function asInstant(value: Plain): Read<string | null> {
  if (value === null) return { value: null };
  let at: Date | null = null;
  if (value instanceof Date) at = wallClockAsEat(value);
  else if (typeof value === 'number') at = wallClockAsEat(new Date(EXCEL_EPOCH_MS + value * DAY_MS));
  else if (typeof value === 'string') at = parseEat(value);
  return at && !Number.isNaN(at.getTime()) ? { value: at.toISOString() } : { problem: 'writeOff:errors.badTime' };
}

const wordsFor = (key: string) => ['en', 'zh'].map((lng) => translate(lng, key).toLowerCase());
const YES = new Set(['yes', 'y', 'true', '1', ...wordsFor('common:crud.yes')]);
const NO = new Set(['no', 'n', 'false', '0', ...wordsFor('common:crud.no')]);

export function asFlag(value: Plain): Read<boolean> {
  if (value === null) return { value: false };
  if (typeof value === 'boolean') return { value };
  const word = String(value).trim().toLowerCase();
  if (YES.has(word)) return { value: true };
  if (NO.has(word)) return { value: false };
  return { problem: 'writeOff:errors.badRecordFlag' };
}

/** A channel by its code or its label in either language ("M-Pesa", "mpesa"). */
export function asChannel(value: Plain): string | null {
  const text = asText(value);
  if (!text) return null;
  const word = text.toLowerCase();
  const known = PAYMENT_CHANNELS.find((c) => c === word || wordsFor(`writeOff:options.channel.${c}`).includes(word));
  return (known satisfies PaymentChannel | undefined) ?? text;
}
