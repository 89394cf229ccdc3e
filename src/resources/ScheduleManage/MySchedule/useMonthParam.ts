import { useSearchParams } from 'react-router';
import { formatEatDate } from '../../../../common/time';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month shown, in the address bar (?month=YYYY-MM), this EAT month when absent or malformed. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : formatEatDate(new Date()).slice(0, 7);
  const setMonth = (next: string) => setParams((current) => {
    const copy = new URLSearchParams(current);
    copy.set('month', next);
    return copy;
  });
  return [month, setMonth];
}

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
