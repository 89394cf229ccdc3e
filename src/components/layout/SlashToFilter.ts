/**
 * `/` (issue 35, lists from the keyboard): on a list screen it puts the cursor in the first filter; on a screen
 * without a filter bar it opens the command palette, keeping the keys typed after it as Ctrl+K does. Only when the
 * key is not typed into a field and nothing (dialog, drawer, palette) is open over the screen.
 */
import { useKBar } from '@refinedev/kbar';
import { useEffect } from 'react';
import { firstFilter, screenKey } from './keyboard/key-context';
import { holdKeysFromNow } from './palette/PaletteTypeAhead';

/** Rendered inside the kbar provider (it opens the palette). */
export function SlashToFilter() {
  const { query } = useKBar();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || !screenKey(e)) return;
      e.preventDefault();
      const field = firstFilter();
      if (field) { field.focus(); return; }
      holdKeysFromNow();
      query.toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [query]);
  return null;
}
