/**
 * Keeps every key typed right after Ctrl+K / ⌘K. The shortcut only asks the palette to open; its search box
 * appears a render or more later (later still while the deferred palette code loads), and clears itself in its
 * mount effect, so keys typed in between went to the page or were wiped. From the shortcut until the box has
 * mounted, printable keys (and Backspace) are held here and kept from the page; the box (PaletteSearch) takes
 * them when it mounts (`takeHeldKeys`). Keys typed after that reach the focused box as usual. Holding stops on Escape, when the palette
 * is closed again, and at the latest when the box mounts. When the palette closes, the focus goes back to what had it
 * when the shortcut was pressed (if nothing else has taken it).
 * `PaletteTypeAhead` is rendered inside the kbar provider and not deferred, so it listens from the moment the shell is up.
 */
import { useKBar, VisualState } from '@refinedev/kbar';
import { useEffect, useRef } from 'react';

const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
const isText = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * Keys typed since the shortcut and not yet in the box (null: not holding), and what had the focus when the
 * shortcut was pressed. One palette per page.
 */
const pending: { held: string | null; returnTo: HTMLElement | null } = { held: null, returnTo: null };

const focused = () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);

/** Another way of opening the palette (`/` on a screen without filters) holds the keys that follow, as Ctrl+K does. */
export function holdKeysFromNow() {
  pending.held = '';
  pending.returnTo = focused();
}

export function PaletteTypeAhead() {
  const { visualState } = useKBar((state) => ({ visualState: state.visualState }));
  const state = useRef(visualState);
  state.current = visualState;
  const closed = visualState === VisualState.hidden || visualState === VisualState.animatingOut;
  // Closed again before its box came: nothing to write into.
  useEffect(() => { if (closed) pending.held = null; }, [closed]);
  const hidden = visualState === VisualState.hidden;
  useEffect(() => {
    if (!hidden) return;
    // What had the focus when the shortcut was pressed gets it back when the palette closes (Escape).
    const back = pending.returnTo;
    pending.returnTo = null;
    // kbar does this too, but reads the focus after the box may have taken it; nothing else has it now.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (back?.isConnected && lost) back.focus();
  }, [hidden]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isShortcut(e)) {
        // Opening (not closing): hold what follows until the box is there.
        // Closed or still fading out: the shortcut opens it again.
        const opening = state.current === VisualState.hidden || state.current === VisualState.animatingOut;
        pending.held = opening ? '' : null;
        if (opening) pending.returnTo = focused();
        return;
      }
      if (pending.held === null) return;
      if (e.key === 'Escape') { pending.held = null; return; }
      if (!isText(e) && e.key !== 'Backspace') return;
      e.preventDefault();
      e.stopPropagation();
      pending.held = e.key === 'Backspace' ? pending.held.slice(0, -1) : pending.held + e.key;
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return null;
}

/** The keys held since the shortcut, for the box to take when it mounts; holding stops. */
export function takeHeldKeys(): string {
  const held = pending.held ?? '';
  pending.held = null;
  return held;
}
