/**
 * The palette's search box, in place of kbar's KBarSearch. KBarSearch is a controlled input whose value comes
 * back from kbar's store a render later (the store tells its readers in an effect), so on a slow or busy machine
 * a key typed before that render lands on the old value and is lost ("order" typed fast kept "odr"). This box is
 * uncontrolled: what is typed stays in it, and each change is told to the store. When it mounts (each time the
 * palette opens) it starts from the keys typed since the shortcut (PaletteTypeAhead) and takes the focus.
 */
import { getListboxItemId, KBAR_LISTBOX, useKBar, VisualState } from '@refinedev/kbar';
import { useEffect } from 'react';
import { takeHeldKeys } from './PaletteTypeAhead';

export function PaletteSearch({ placeholder }: { placeholder: string }) {
  const { query, activeIndex, showing } = useKBar((state) => ({
    activeIndex: state.activeIndex, showing: state.visualState === VisualState.showing,
  }));
  useEffect(() => {
    const box = query.getInput();
    const held = takeHeldKeys();
    box.value = held;
    query.setSearch(held);
    box.focus();
    return () => query.setSearch('');
  }, [query]);
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
