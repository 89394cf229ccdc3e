/** The unread-message count through Refine's useCustom: asked every minute while the tab is visible and at once when it becomes visible. */
import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import { UNREAD_POLL_MS } from './message.types';

export function useUnreadCount(): { unread: number; refresh: () => void } {
  const { query, result } = useCustom<{ unread: number }>({
    url: 'message/unreadCount', method: 'get', errorNotification: false,
    queryOptions: { refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: true },
  });
  const { refetch } = query;
  const refresh = useCallback(() => { void refetch(); }, [refetch]);
  return { unread: result.data?.unread ?? 0, refresh };
}
