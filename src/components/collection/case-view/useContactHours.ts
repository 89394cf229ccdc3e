import { useEffect, useMemo, useRef } from 'react';
import type { CaseConduct } from '../../../../common/collection/my-collection-case';
import { formatEat } from '../../../../common/time';

/** The longest a timer may wait (setTimeout's limit is about 24.8 days; the hours change within a day anyway). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Whether the case's contact hours are open, by the server's clock and in EAT (the view says so and when they next
 * open or close; the browser's zone and clock play no part), and the opening time to show on buttons that wait
 * for it. When the hours open or close while the view is shown, `reload` reads the case again so the buttons follow.
 */
export function useContactHours(conduct: CaseConduct, reload: () => void) {
  const { withinHours, opensAt, closesAt, checkedAt } = conduct;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  // When this reading of the server's clock arrived, by the browser's clock: only the time elapsed since is local.
  const receivedAt = useMemo(() => (checkedAt ? Date.now() : 0), [checkedAt]);
  useEffect(() => {
    const next = withinHours ? closesAt : opensAt;
    if (!next) return undefined;
    const wait = Date.parse(next) - Date.parse(checkedAt) - (Date.now() - receivedAt);
    const timer = setTimeout(() => reloadRef.current(), Math.min(Math.max(wait, 0), MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [withinHours, opensAt, closesAt, checkedAt, receivedAt]);
  return { open: withinHours, opensAt: opensAt ? formatEat(opensAt).slice(0, 16) : null };
}
