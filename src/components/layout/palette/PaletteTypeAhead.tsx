/**
 * Keeps every key typed right after Ctrl+K / ⌘K. The shortcut only asks the palette to open; its search box
 * appears a render or more later (and clears itself when it mounts), so keys typed in between went to the page
 * or were wiped. From the shortcut until the box has focus, printable keys (and Backspace) are held here, kept
 * from the page, and written into the box once the palette has finished opening (the box's own clearing has run
 * by then), in the order typed.
 * Rendered inside the kbar provider and not deferred, so it listens from the moment the shell is up.
 */
import { useKBar, VisualState } from '@refinedev/kbar';
import { useEffect, useRef } from 'react';

const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
const isText = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

export function PaletteTypeAhead() {
  const { query, visualState } = useKBar((state) => ({ visualState: state.visualState }));
  const shown = useRef(false);
  const open = useRef(false);
  shown.current = visualState === VisualState.animatingIn || visualState === VisualState.showing;
  open.current = visualState === VisualState.showing;

  useEffect(() => {
    /** Keys typed since the shortcut and not yet in the box; null: not holding. */
    let held: string | null = null;
    let frame = 0;
    const searchBox = () => { try { return query.getInput(); } catch { return null; } };
    const flush = () => {
      frame = 0;
      if (held === null) return;
      const box = searchBox();
      if (open.current && box?.isConnected && document.activeElement === box) {
        // The box's own value too, at once: a key typed before React writes the state would edit the old value.
        box.value = held;
        query.setSearch(held);
        held = null;
      } else {
        frame = requestAnimationFrame(flush);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (isShortcut(e)) {
        // Opening (not closing): hold what follows until the box is there.
        if (!shown.current) { held = ''; frame ||= requestAnimationFrame(flush); }
        return;
      }
      if (held === null) return;
      if (e.key === 'Escape') { held = null; return; }
      if (!isText(e) && e.key !== 'Backspace') return;
      e.preventDefault();
      e.stopPropagation();
      held = e.key === 'Backspace' ? held.slice(0, -1) : held + e.key;
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [query]);
  return null;
}
