/** Whether the signed-in user is masked, and whether they may reveal the order's masked values and identity pictures. */
import { useGetIdentity } from '@refinedev/core';
import { REVEAL_PERMISSION } from '../../../../common/sensitive';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import type { UserInfo } from '../../../providers/storage';

const REVEAL_CODE = actionCode('OrderDetailAudit/OrderDetail', 'reveal');

export function useMayReveal(): { masked: boolean; mayReveal: boolean } {
  const can = useOperation();
  const { data: identity } = useGetIdentity<UserInfo & { sensitivePerms?: string[] }>();
  const masked = Boolean(identity?.isDesensitization);
  return { masked, mayReveal: masked && Boolean(identity?.sensitivePerms?.includes(REVEAL_PERMISSION)) && can(REVEAL_CODE) };
}
