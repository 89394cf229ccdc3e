/** For component tests: an i18next instance with the real English locale files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/locales/en');
const NAMESPACES = ['common', 'errors', 'header'];

export function testI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en', ns: NAMESPACES, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false },
    resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8'))])) },
  });
  return instance;
}

let shared: i18n | undefined;

export function WithI18n({ children }: { children: ReactNode }) {
  shared ??= testI18n();
  return <I18nextProvider i18n={shared}>{children}</I18nextProvider>;
}
