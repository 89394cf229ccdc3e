import { useGetIdentity } from '@refinedev/core';
import { useCallback } from 'react';
import { hasOperation } from '../../common/access';
import type { UserInfo } from '../providers/storage';

/** `can(code)`: whether the signed-in user holds an operation code; buttons ask this, the server enforces it. */
export function useOperation(): (code: string) => boolean {
  const { data } = useGetIdentity<UserInfo>();
  const codes = data?.operationCodes ?? [];
  return useCallback((code: string) => hasOperation(codes, code), [codes]);
}
