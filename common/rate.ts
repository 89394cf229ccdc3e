/** Rates are held as integer basis points (1 bp = 0.01 %) and entered and shown as percentages with two decimals. */
const RATE_INPUT = /^\d+(\.\d{1,2})?$/;

/** The largest rate a field accepts by default: 100 %. */
export const MAX_RATE_BP = 10_000;

/** "0.2" → 20 bp; null when the input is not a non-negative percentage with at most two decimals. */
export function parseRateInput(input: string | number): number | null {
  const text = String(input).trim();
  if (!RATE_INPUT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(bp) ? bp : null;
}

/** 20 → "0.20" (the percentage without its sign, as a form shows it). */
export function bpToPercentText(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** 20 → "0.20 %" */
export function formatRate(bp: number): string {
  return `${bpToPercentText(bp)} %`;
}
