/**
 * i18next over the locale files in public/locales/{lng}/{ns}.json; en by default, zh, and ke read as en.
 * Start-up loads the shell's namespaces; a screen's namespaces (its route-table row) load before it renders.
 */
import type { I18nProvider } from '@refinedev/core';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeLanguage, type UiLanguage } from '../../common/envelope';
import { localeFile, SHELL_NAMESPACES } from './shell-namespaces';
import { preferences } from './storage';

/** A missing locale file is a module-not-found error (spec section 8). */
export class LocaleModuleNotFoundError extends Error {
  constructor(readonly file: string) {
    super(`Cannot find module '${file}'`);
    this.name = 'ModuleNotFoundError';
  }
}

/** Why a file could not be read, by `${lng}|${ns}`: i18next only records that it failed. */
const failures = new Map<string, unknown>();

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => {},
  async read(lng: string, ns: string) {
    const file = localeFile(lng, ns);
    try {
      // The server marks locale files no-cache, so the browser revalidates them; a plain fetch also takes the
      // sign-in page's preloaded copy (scripts/login-preload.ts), which a fetch with its own cache mode would not.
      const response = await fetch(file);
      if (!response.ok) throw new LocaleModuleNotFoundError(file);
      return await response.json();
    } catch (error) {
      failures.set(`${lng}|${ns}`, error);
      throw error;
    }
  },
};

/** Throws for the first language and namespace without a bundle: its file was missing or could not be read. */
function assertLoaded(languages: readonly string[], namespaces: readonly string[]): void {
  for (const lng of languages) {
    for (const ns of namespaces) {
      if (!i18next.hasResourceBundle(lng, ns)) throw failures.get(`${lng}|${ns}`) ?? new LocaleModuleNotFoundError(localeFile(lng, ns));
    }
  }
}

/** The current language and its fallback (en), whose files a namespace needs. */
const languagesOf = (lng: UiLanguage) => (lng === 'en' ? ['en'] : [lng, 'en']);

/** Every namespace loaded so far: the shell's and those of the screens opened. */
function loadedNamespaces(): string[] {
  const { ns } = i18next.options;
  return typeof ns === 'string' ? [ns] : [...(ns ?? [])];
}

/** Loads namespaces in the current language and its fallback, before a screen that reads them renders. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  await i18next.loadNamespaces(namespaces);
  assertLoaded(languagesOf(currentLanguage()), namespaces);
}

/**
 * Asks the browser for namespaces' files now, in the language the app will start in and its fallback, as
 * `preload` links that the backend's fetch then takes (the sign-in page's HTML carries such links for its own):
 * the first screen's files arrive beside its code instead of after the app has started and rendered.
 */
export function preloadNamespaces(namespaces: readonly string[]): void {
  for (const lng of languagesOf(normalizeLanguage(preferences.getLanguage()))) {
    for (const ns of namespaces) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = localeFile(lng, ns);
      document.head.appendChild(link);
    }
  }
}

export async function initI18n(): Promise<void> {
  const lng = normalizeLanguage(preferences.getLanguage());
  await i18next.use(localeBackend).use(initReactI18next).init({
    lng, fallbackLng: 'en', ns: [...SHELL_NAMESPACES], defaultNS: 'common',
    interpolation: { escapeValue: false }, returnNull: false,
  });
  assertLoaded(languagesOf(lng), SHELL_NAMESPACES);
  document.documentElement.lang = lng;
}

export function currentLanguage(): UiLanguage {
  return normalizeLanguage(i18next.language);
}

/** Switches language once every loaded namespace is read in it; a missing file leaves the language as it was. */
export async function changeLanguage(value: string): Promise<void> {
  const lng = normalizeLanguage(value);
  const namespaces = loadedNamespaces();
  await i18next.reloadResources([lng], namespaces);
  assertLoaded([lng], namespaces);
  preferences.setLanguage(lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const opts = typeof options === 'string' ? { defaultValue: options } : { ...(options ?? {}), defaultValue: defaultMessage ?? key };
    return i18next.t(key, opts as Record<string, unknown>) as string;
  },
  changeLocale: (lng) => changeLanguage(lng),
  getLocale: () => currentLanguage(),
};

export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {}) as string;
