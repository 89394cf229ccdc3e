/** Shared declarations of the app-facing configuration (issue 17). */
export const APP_OPTIONS_URL = 'appVersion/apps';
export const APP_PLATFORMS = ['android', 'ios'] as const;
export const LAUNCH_KINDS = ['launch', 'banner'] as const;
export const CONTENT_CODES = ['aboutUs', 'privacyPolicy', 'loanAgreement', 'faq', 'termsOfService'] as const;
export const CONTENT_LANGUAGES = ['en', 'sw'] as const;
/** What a verification code is for, as the app asks for it. */
export const CODE_PURPOSES = ['register', 'login', 'resetPassword', 'bindCard'] as const;
/** Who a supermarket product is shown to: everyone, new customers, old (returning) customers. */
export const SUPERMARKET_AUDIENCES = ['all', 'new', 'old'] as const;
export const CODE_STATES = ['valid', 'expired', 'used'] as const;
export const VERIFICATION_CODE_TTL_MS = 5 * 60_000;
export const VERIFICATION_RESEND_AFTER_MS = 60_000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** A version name as the stores show it, e.g. 2.4.0. */
export const VERSION_NAME = /^\d{1,4}(\.\d{1,4}){0,3}$/;
export const HTTP_URL = /^https?:\/\/\S+$/;
/** A response field name SensitiveInfoConfig can mask. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** App credentials (AppVersionsManagement's "App credentials" section, code `rotateSecret`). */
export const APP_CREDENTIAL_URLS = {
  list: 'appVersion/credentials',
  rotate: 'appVersion/credentials/rotate',
  revoke: 'appVersion/credentials/revoke',
} as const;
/** How long the secret a rotation replaced keeps working, so the app's builds can be updated. */
export const APP_SECRET_GRACE_MS = 24 * 60 * 60_000;

/** One app's credentials as the screen shows them: never a secret or a hash. */
export interface AppCredentialRow {
  id: number;
  appCode: string;
  appName: string;
  merchantName: string | null;
  appKey: string;
  enabled: boolean;
  lastUsedAt: string | null;
  secretRotatedAt: string | null;
  /** When the replaced secret stops working; null when there is none (never rotated, expired or revoked). */
  previousSecretExpiresAt: string | null;
  previousSecretLastUsedAt: string | null;
}
