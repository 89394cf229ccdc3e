/**
 * Lists from the keyboard (issue 35): j or ↓ moves to the next row of the screen's table, k or ↑ to the previous
 * one, Enter opens the row. The row takes the focus (so a screen reader reads it) and is marked; arrows move only
 * once a row has the focus, so they still scroll the page otherwise. Enter follows the row's first link (its
 * record's number) or presses its first action that is not destructive; it never presses a danger action.
 */
import { useEffect } from 'react';
import { screenKey } from './key-context';

const ACTIVE_ROW_CLASS = 'list-row-active';
const ROWS = '.app-content .ant-table-tbody > tr.ant-table-row';

const visibleRows = () => [...document.querySelectorAll<HTMLTableRowElement>(ROWS)].filter((r) => r.getClientRects().length > 0);

/** The rows of the table holding the focused row, else of the screen's first table with rows. */
function tableRows(current: HTMLTableRowElement | null): HTMLTableRowElement[] {
  const rows = visibleRows();
  const table = (current ?? rows[0])?.closest('tbody');
  return rows.filter((r) => r.closest('tbody') === table);
}

const focusedRow = () => {
  const el = document.activeElement;
  return el instanceof HTMLTableRowElement && el.matches(ROWS) ? el : null;
};

function activate(row: HTMLTableRowElement) {
  for (const old of document.querySelectorAll(`.${ACTIVE_ROW_CLASS}`)) old.classList.remove(ACTIVE_ROW_CLASS);
  row.classList.add(ACTIVE_ROW_CLASS);
  row.tabIndex = -1;
  row.focus();
  row.scrollIntoView({ block: 'nearest' });
  row.addEventListener('blur', () => row.classList.remove(ACTIVE_ROW_CLASS), { once: true });
}

/**
 * What Enter does on a row: its first link, else its first enabled action button that is not a danger one or the
 * menu (a switch or a checkbox changes the row, so it is never pressed).
 */
function openTarget(row: HTMLElement): HTMLElement | null {
  const link = row.querySelector<HTMLElement>('a[href]');
  if (link) return link;
  const buttons = [...row.querySelectorAll<HTMLButtonElement>('button.ant-btn:not([disabled])')];
  return buttons.find((b) => !b.classList.contains('ant-btn-dangerous') && b.dataset.testid !== 'row-more' && !b.closest('.ant-table-selection-column')) ?? null;
}

const NEXT = new Set(['j', 'ArrowDown']);
const PREVIOUS = new Set(['k', 'ArrowUp']);

export function ListRowKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const current = focusedRow();
      if (!screenKey(e) || e.shiftKey) return;
      // Arrows and Enter act only when a row has the focus; j and k work from anywhere on the screen.
      const step = NEXT.has(e.key) ? 1 : PREVIOUS.has(e.key) ? -1 : 0;
      if (step !== 0 && (current || e.key === 'j' || e.key === 'k')) {
        const rows = tableRows(current);
        if (!rows.length) return;
        e.preventDefault();
        const at = current ? rows.indexOf(current) : -1;
        activate(rows[Math.min(rows.length - 1, Math.max(0, at === -1 ? 0 : at + step))]);
        return;
      }
      if (e.key === 'Enter' && current && e.target === current) {
        const target = openTarget(current);
        if (!target) return;
        e.preventDefault();
        target.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
