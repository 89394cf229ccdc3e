import { useCustom } from '@refinedev/core';
import { userOptionsUrl, type UserOptionKind } from '../../../../common/entities/user';

export interface UserOption {
  label: string;
  value: number;
  /** Organisations: the merchant they belong to. */
  merchantId?: number;
  /** Departments: sub-departments. */
  children?: UserOption[];
}

const STALE_MS = 5 * 60_000;

/** The choices of the user form and filters (GET user/options/{kind}), cached for a few minutes. */
export function useUserOptions(kind: UserOptionKind): { options: UserOption[]; loading: boolean } {
  const { query, result } = useCustom<UserOption[]>({ url: userOptionsUrl(kind), method: 'get', queryOptions: { staleTime: STALE_MS } });
  return { options: Array.isArray(result.data) ? result.data : [], loading: query.isLoading };
}
