/** The API envelope and its codes; docs/api.md describes each. */
export const RESULT_CODES = {
  success: 200,
  sessionGone: -10,
  mustChangePassword: -11,
  validation: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  locked: 423,
  tooManyAttempts: 429,
  internal: 500,
} as const;

export type ResultCode = (typeof RESULT_CODES)[keyof typeof RESULT_CODES];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;
}

/** A paged list as every list endpoint returns it. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** Languages the interface speaks; "ke" is read as English (spec section 1). */
export const UI_LANGUAGES = ['en', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export function normalizeLanguage(value: string | null | undefined): UiLanguage {
  const lower = (value ?? '').toLowerCase().slice(0, 2);
  return lower === 'zh' ? 'zh' : 'en';
}
