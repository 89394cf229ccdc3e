/** For dialog and form tests: Refine (a data provider answering no options), antd's App, and i18next with the real locale files. */
import { Refine, useWarnAboutChange } from '@refinedev/core';
import { App } from 'antd';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/locales');

export function formI18n(lng: 'en' | 'zh', namespaces: readonly string[]): i18n {
  const ns = ['common', 'errors', ...namespaces];
  const read = (language: string, name: string) => JSON.parse(readFileSync(path.join(LOCALES, language, `${name}.json`), 'utf8')) as object;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng, fallbackLng: 'en', ns, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false },
    resources: Object.fromEntries(['en', lng].map((language) => [language, Object.fromEntries(ns.map((name) => [name, read(language, name)]))])),
  });
  return instance;
}

const none = async () => ({ data: [] });
const noOptions = { getList: none, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => '', custom: none } as never;

/** Shows whether Refine would ask before leaving the page. */
function WarnWhenProbe() {
  const { warnWhen } = useWarnAboutChange();
  return <output data-testid="warn-when">{String(warnWhen)}</output>;
}

export function FormHarness({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Refine dataProvider={noOptions} options={{ warnWhenUnsavedChanges: true, disableTelemetry: true }}>
        <App>{children}<WarnWhenProbe /></App>
      </Refine>
    </I18nextProvider>
  );
}
