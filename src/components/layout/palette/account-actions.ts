import { useRegisterActions, type Action } from '@refinedev/kbar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface AccountEntry {
  key: string;
  /** i18n key of the entry's name (the same label the account menu shows). */
  label: string;
  perform: () => void;
}

/**
 * The account menu's entries (change password, settings, leave, MFA, sign out) and the language switch as
 * palette entries under "Account" (issue 35): typed in the user's language, or in English from a zh session
 * (the English words are keywords). Registered by whoever owns the dialogs, so the palette opens the same ones.
 */
export function useAccountPaletteActions(entries: readonly AccountEntry[]) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are translated, so the entries are rebuilt when the language changes.
  const actions = useMemo<Action[]>(() => entries.map((entry) => ({
    id: `account.${entry.key}`,
    name: t(entry.label),
    section: t('header:palette.account'),
    keywords: `${t(entry.label, { lng: 'en' })} ${entry.key}`,
    perform: entry.perform,
  })), [entries, t, i18n.language]);
  useRegisterActions(actions, [actions]);
}
