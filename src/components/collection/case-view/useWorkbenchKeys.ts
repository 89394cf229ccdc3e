import { useEffect, useRef } from 'react';

/**
 * The drawer's keyboard shortcuts: Alt + a letter (`keys` by lower-case letter), matched by the key's position
 * (`code` KeyA … KeyZ, so a layout or macOS's Option characters change nothing). Alt + letter opens no browser command (Alt+D, Alt+E and Alt+F do, and are not
 * used), and the palette's Ctrl+K and `/` carry no Alt. Off while `enabled` is false (a dialog over the drawer).
 */
export function useWorkbenchKeys(keys: Record<string, (() => void) | undefined>, enabled: boolean) {
  const ref = useRef(keys);
  ref.current = keys;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.repeat) return;
      const action = e.code.startsWith('Key') ? ref.current[e.code.slice(3).toLowerCase()] : undefined;
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
