import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a render of their own right after the one that mounts it, so what the first paint needs
 * paints without waiting for them; `placeholder` holds their place until then.
 *
 * The second render is a plain state update from an effect (React's default lane, rendered in one go), not
 * useDeferredValue: a deferred render yields to every other update and restarts after each, and on a busy or
 * throttled CPU the screen's data arriving kept restarting it — the side menu and header came 1–9 s after the
 * content (tests/e2e/shell-paint.spec.ts, 4× CPU throttling).
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? children : placeholder;
}
