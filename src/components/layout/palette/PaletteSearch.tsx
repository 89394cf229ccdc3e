/**
 * The palette's search box, in place of kbar's KBarSearch. KBarSearch is a controlled input whose value comes
 * back from kbar's store a render later (the store tells its readers in an effect), so on a slow or busy machine
 * a key typed before that render lands on the old value and is lost ("order" typed fast kept "odr"). This box is
 * uncontrolled: what is typed stays in it, and each change is told to the store. Each time the palette opens it
 * starts from the keys typed since the shortcut (PaletteTypeAhead) and takes the focus.
 */
import { getListboxItemId, KBAR_LISTBOX, useKBar, VisualState } from '@refinedev/kbar';
import { useEffect, useRef } from 'react';
import { takeHeldKeys } from './PaletteTypeAhead';

export function PaletteSearch({ placeholder }: { placeholder: string }) {
  const { query, activeIndex, showing, opening } = useKBar((state) => ({
    activeIndex: state.activeIndex, showing: state.visualState === VisualState.showing, opening: state.visualState === VisualState.animatingIn,
  }));
  // Each opening starts from the keys typed since the shortcut: when the box mounts (the palette's code may arrive
  // after the opening), and when the palette is opened again while it is still fading out — the box stays mounted
  // then and would otherwise keep the last search.
  const mounting = useRef(true);
  useEffect(() => {
    if (!opening && !mounting.current) return;
    mounting.current = false;
    const box = query.getInput();
    const held = takeHeldKeys();
    box.value = held;
    query.setSearch(held);
    box.focus();
  }, [query, opening]);
  useEffect(() => () => query.setSearch(''), [query]);
  return (
    <input
      ref={query.inputRefSetter}
      className="kbar-search"
      data-testid="kbar-search"
      defaultValue=""
      placeholder={placeholder}
      aria-label={placeholder}
      autoComplete="off"
      spellCheck={false}
      role="combobox"
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      onChange={(event) => query.setSearch(event.target.value)}
    />
  );
}
