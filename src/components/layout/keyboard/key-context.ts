/**
 * Where a single-key shortcut (`/`, `?`, j, k, arrows, Enter) may act: not while the user types into a field, not
 * with a modifier held, and not while a dialog, a drawer or the palette is open over the screen.
 */
const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const withModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey;

/** An antd dialog or drawer, or the palette, is showing (a closed dialog may stay in the page, not displayed). */
const overlayOpen = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer-open, .kbar-positioner')].some((el) => el.getClientRects().length > 0);

/** A plain key pressed on the screen itself (Shift allowed: `?` is Shift + /). */
export const screenKey = (e: KeyboardEvent) => !withModifier(e) && !e.defaultPrevented && !typingInto(e.target) && !overlayOpen();

/** The first visible, enabled field of the content area's first form (a list's filter bar). */
export function firstFilter(): HTMLElement | null {
  const fields = document.querySelectorAll<HTMLElement>('.app-content form input:not([type="hidden"]):not([disabled]), .app-content form textarea:not([disabled])');
  return [...fields].find((f) => f.offsetParent !== null) ?? null;
}
