/** i18next over the locale files in public/locales/{lng}/{ns}.json; en by default, zh, and ke read as en. */
import type { I18nProvider } from '@refinedev/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeLanguage, type UiLanguage } from '../../common/envelope';
import { preferences } from './storage';

export const NAMESPACES = ['common', 'menu', 'errors', 'login', 'header', 'user', 'role', 'dept', 'language', 'dict', 'order', 'orderAllocation', 'orderManagement', 'orderSalvage', 'orderReview', 'orderReviewConfig', 'orderDetail', 'auditConfiguration', 'auditPersonnel', 'myAudit', 'product', 'ruleSet', 'riskModel', 'riskList', 'riskPricing',
  'afterLoanSettings', 'loanerAccount', 'repaymentAccount', 'loanRouting', 'autoLoanCancelConfig', 'autoSettlementConfig', 'autoWriteOffConfig',
  'reconciliation', 'balance',
  'repay',
  'loan',
  'refund', 'transfer', 'wallet',
  'writeOff',
] as const;

/** A missing locale file is a module-not-found error (spec section 8). */
export class LocaleModuleNotFoundError extends Error {
  constructor(readonly file: string) {
    super(`Cannot find module '${file}'`);
    this.name = 'ModuleNotFoundError';
  }
}

async function loadNamespace(lng: UiLanguage, ns: string): Promise<Record<string, unknown>> {
  const file = `/locales/${lng}/${ns}.json`;
  const response = await fetch(file, { cache: 'no-cache' });
  if (!response.ok) throw new LocaleModuleNotFoundError(file);
  return response.json();
}

async function loadLanguage(lng: UiLanguage) {
  if (i18next.hasResourceBundle(lng, NAMESPACES[0])) return;
  const bundles = await Promise.all(NAMESPACES.map((ns) => loadNamespace(lng, ns)));
  bundles.forEach((bundle, index) => i18next.addResourceBundle(lng, NAMESPACES[index], bundle, true, true));
}

export async function initI18n(): Promise<void> {
  const lng = normalizeLanguage(preferences.getLanguage());
  await i18next.use(initReactI18next).init({
    lng, fallbackLng: 'en', ns: [...NAMESPACES], defaultNS: 'common', resources: {},
    interpolation: { escapeValue: false }, returnNull: false,
  });
  await loadLanguage(lng);
  if (lng !== 'en') await loadLanguage('en');
  document.documentElement.lang = lng;
}

export function currentLanguage(): UiLanguage {
  return normalizeLanguage(i18next.language);
}

export async function changeLanguage(value: string): Promise<void> {
  const lng = normalizeLanguage(value);
  await loadLanguage(lng);
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
