/**
 * ScheduleCaseManage's view in the address bar (`?teamId=7&month=2026-12&tab=check`): the team, the EAT month and the
 * tab, so Back and a copied link keep them; unknown values read as the defaults.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { eatToday } from '../../../../common/eat-day';
import { CASE_MANAGE_TABS, type CaseManageTab } from '../../../../common/schedule/case-manage';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface CaseAddress { teamId: number | null; month: string; tab: CaseManageTab }

export function useCaseAddress() {
  const [params, setParams] = useSearchParams();
  const team = Number(params.get('teamId'));
  const month = params.get('month') ?? '';
  const address: CaseAddress = {
    teamId: Number.isInteger(team) && team > 0 ? team : null,
    month: MONTH.test(month) ? month : eatToday().slice(0, 7),
    tab: CASE_MANAGE_TABS.find((t) => t === params.get('tab')) ?? 'workload',
  };
  const change = useCallback((next: Partial<CaseAddress>) => setParams((current) => {
    const out = new URLSearchParams(current);
    for (const [key, value] of Object.entries(next)) out.set(key, String(value));
    return out;
  }), [setParams]);
  return { ...address, change };
}
