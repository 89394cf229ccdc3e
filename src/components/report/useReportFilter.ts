/**
 * A report's filter lives in the address bar (`?dayFrom=…&dayTo=…&grain=week`), so Back, a reload and a copied
 * link keep the view. Without days it reads the last 30 EAT days, today included (the server's default).
 */
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { eatToday } from '../../../common/eat-day';
import { DAY_FORMAT, paramNames, type FilterDef } from '../../../common/lists/filters';
import type { FilterParams } from '../list';

const DEFAULT_DAYS = 30;

export function useReportFilter(defs: readonly FilterDef[]): { filter: FilterParams; search: (next: FilterParams) => void } {
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => defs.flatMap(paramNames), [defs]);
  const filter = useMemo(() => {
    const today = eatToday();
    const read: FilterParams = Object.fromEntries(names.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : [])));
    const dayTo = String(read.dayTo ?? today);
    return { ...read, dayTo, dayFrom: String(read.dayFrom ?? dayjs(dayTo).subtract(DEFAULT_DAYS - 1, 'day').format(DAY_FORMAT)), grain: read.grain ?? 'day' };
  }, [params, names]);
  const search = useCallback((next: FilterParams) => {
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])));
  }, [setParams]);
  return { filter, search };
}
