/** Which columns a user shows on a list, remembered per user and screen in this browser. */
import { useCallback, useState } from 'react';
import { session } from '../../providers/storage';

const keyOf = (list: string) => `list_columns:${session.getUserInfo()?.userId ?? 0}:${list}`;

function read(list: string): string[] | null {
  try {
    const raw = localStorage.getItem(keyOf(list));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** The hidden column keys: the user's choice if they made one, else the list's defaults; and whether the user chose. */
export function useHiddenColumns(list: string | undefined, defaults: readonly string[]) {
  const [chosen, setChosen] = useState<string[] | null>(() => (list ? read(list) : null));
  const choose = useCallback((next: string[] | null) => {
    setChosen(next);
    if (!list) return;
    if (next === null) localStorage.removeItem(keyOf(list));
    else localStorage.setItem(keyOf(list), JSON.stringify(next));
  }, [list]);
  return [chosen ?? defaults, choose] as const;
}
