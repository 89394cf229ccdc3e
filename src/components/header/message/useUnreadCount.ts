/** The unread-message count, asked every minute while the tab is visible and at once when it becomes visible. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../providers/http';
import { rethrowUnlessShown } from '../api-errors';
import { UNREAD_POLL_MS } from './message.types';

export function useUnreadCount(): { unread: number; refresh: () => void } {
  const [unread, setUnread] = useState(0);

  const refresh = useCallback(() => {
    api.get<{ unread: number }>('message/unreadCount')
      .then((result) => setUnread(result.unread))
      .catch(rethrowUnlessShown);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      refresh();
      timer = setInterval(refresh, UNREAD_POLL_MS);
    };
    const onVisibilityChange = () => (document.visibilityState === 'visible' ? start() : stop());
    onVisibilityChange();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [refresh]);

  return { unread, refresh };
}
