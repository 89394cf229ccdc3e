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

/** What the intake will do under an application limit code, with the refusal code it answers. */
export function applyLimitEffect(t: TFunction, code: number): string {
  if (code < 0) return t('merchantConfig:effects.apply.unlimited');
  return code === 0 ? t('merchantConfig:effects.apply.newOnly') : t('merchantConfig:effects.apply.oldOnly', { count: code });
}

/** What the intake will do under a registration limit code, with the refusal code it answers. */
export function registerLimitEffect(t: TFunction, code: number): string {
  if (code < 0) return t('merchantConfig:effects.register.unlimited');
  return code === 0 ? t('merchantConfig:effects.register.notAllowed') : t('merchantConfig:effects.register.perDay', { count: code });
}
