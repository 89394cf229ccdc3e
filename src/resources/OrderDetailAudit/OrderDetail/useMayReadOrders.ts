/** Whether the signed-in user may read an order's data: one of ORDER_DATA_CODES (the server checks the same set). */
import { useGetIdentity } from '@refinedev/core';
import { ORDER_DATA_CODES } from '../../../../common/routes';
import type { UserInfo } from '../../../providers/storage';

/** `undefined` while the identity is being read, so the page does not flash a refusal. */
export function useMayReadOrders(): boolean | undefined {
  const { data: identity, isLoading } = useGetIdentity<UserInfo>();
  if (isLoading) return undefined;
  const codes = new Set(identity?.operationCodes ?? []);
  return ORDER_DATA_CODES.some((code) => codes.has(code));
}
