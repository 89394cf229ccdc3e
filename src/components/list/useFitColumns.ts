/**
 * A list's first view fits its screen: while the user has not chosen the columns, the last data columns are left
 * out (the column chooser offers them) until the row ends at the fixed actions column instead of running under it.
 * Measured on the drawn table, so it holds for every language and every width (1280 px shows fewer than 1920 px).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The attribute a data column's header carries so its width can be measured; the first column and fixed ones have none. */
export const FIT_KEY = 'data-fit-key';

export function useFitColumns(active: boolean, rows: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [dropped, setDropped] = useState<string[]>([]);
  const [, redraw] = useState(0);
  // A narrower window (or side menu) measures again.
  useEffect(() => {
    const root = ref.current;
    if (!active || !root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw((n) => n + 1));
    observer.observe(root);
    return () => observer.disconnect();
  }, [active]);
  // After every draw: cheap while the row fits (one width read), and it stops once nothing is left to leave out.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || rows === 0 || !root) return;
    const scroller = root.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
    const over = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
    if (over <= 1) return;
    // One column a draw, measured again after it: widths shift as columns go (the rest share the freed room), and a
    // sticky header's cells take their widths only later, so several at once would leave out more than needed.
    const header = [...root.querySelectorAll(`thead th[${FIT_KEY}]`)].pop();
    const last = header?.getAttribute(FIT_KEY);
    if (last) setDropped((previous) => [...previous, last]);
  });
  const reset = useCallback(() => setDropped([]), []);
  return { ref, dropped, reset };
}
