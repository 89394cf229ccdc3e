/** How the traffic limit codes read (spec 5): -1 unlimited; 0 new customers only / registration not allowed. */
import type { TFunction } from 'i18next';

export function applyLimitLabel(t: TFunction, code: number): string {
  if (code < 0) return t('merchantConfig:limitCode.unlimited');
  return code === 0 ? t('merchantConfig:limitCode.newOnly') : t('merchantConfig:limitCode.oldOnly', { count: code });
}

export function registerLimitLabel(t: TFunction, code: number): string {
  if (code < 0) return t('merchantConfig:limitCode.unlimited');
  return code === 0 ? t('merchantConfig:limitCode.notAllowed') : t('merchantConfig:limitCode.perDay', { count: code });
}
