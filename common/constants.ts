/** Business constants of spec section 9, declared once for browser and server. */
export const HTTP_TIMEOUT_MS = 300_000;
export const VERSION_POLL_MS = 30_000;
export const AUTO_REFRESH_DELAY_MS = 300_000;
export const TOAST_ERROR_MS = 2_000;
export const TOAST_DEFAULT_MS = 3_000;
export const NARROW_SCREEN_PX = 1260;
export const DEFAULT_LANGUAGE = 'en';
export const COUNTRY_CODE = '254';
export const MFA_WINDOW_MS = 10 * 60_000;
export const EAT_OFFSET_HOURS = 3;
export const HISTORY_PAGE_SIZE = 5;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const CURRENCY = 'KES';

/** Toast kinds of spec section 9: 1 info, 2 success, 3 warning, 4 fail. */
export const TOAST_KINDS = { 1: 'info', 2: 'success', 3: 'warning', 4: 'error' } as const;
