/**
 * The month EmployeeDisciplineData shows lives in the address bar (`?month=2026-11`) beside the list's page, sort and
 * filters, so Back and a copied link keep it; a missing or malformed month reads as this EAT month.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { eatToday } from '../../../../common/eat-day';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function useDisciplineMonth(): { month: string; thisMonth: string; setMonth: (month: string) => void } {
  const [params, setParams] = useSearchParams();
  const thisMonth = eatToday().slice(0, 7);
  const given = params.get('month') ?? '';
  const setMonth = useCallback((month: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', month);
      updated.delete('current');
      return updated;
    });
  }, [setParams]);
  return { month: MONTH.test(given) ? given : thisMonth, thisMonth, setMonth };
}
