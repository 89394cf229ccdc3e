import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders its children in a render of their own right after the one that mounts it (a deferred render, which
 * yields to the browser), so what the first paint needs paints without waiting for them; `placeholder` holds their
 * place until then.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
