/**
 * `/` on a list screen puts the cursor in its first filter (issue 35, lists from the keyboard). Only when the key is
 * not typed into a field and the palette is closed; on a screen without a filter bar the key is left alone.
 * The filter bar is the list kit's form (ListFilterBar) in the shell's content area.
 */
import { useKBar, VisualState } from '@refinedev/kbar';
import { useEffect, useRef } from 'react';

const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The first visible, enabled field of the content area's first form. */
function firstFilter(): HTMLElement | null {
  const fields = document.querySelectorAll<HTMLElement>('.app-content form input:not([type="hidden"]):not([disabled]), .app-content form textarea:not([disabled])');
  return [...fields].find((f) => f.offsetParent !== null) ?? null;
}

/** Rendered inside the kbar provider (it reads whether the palette is open). */
export function SlashToFilter() {
  const { visualState } = useKBar((state) => ({ visualState: state.visualState }));
  const closed = useRef(true);
  closed.current = visualState === VisualState.hidden;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || !closed.current || typingInto(e.target)) return;
      const field = firstFilter();
      if (!field) return;
      e.preventDefault();
      field.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
