/** The spec's field rules (section 5), with the message key each failure shows. */
export const PHONE_PATTERN = /^254\d{9}$/;

/**
 * A Kenyan mobile number as people type it, in the stored form (PHONE_PATTERN: 254 and nine digits), or null.
 * Accepts 0721722269, 721722269, 254721722269, +254721722269 and +254 0721…, with spaces, dashes, dots or
 * brackets anywhere. Every list's phone filter goes through it, so all these forms find the same customer.
 */
export function normalisePhone(input: string): string | null {
  const digits = input.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+?2540?|0)?(\d{9})$/.exec(digits);
  if (!match) return null;
  // Nine digits alone are the subscriber number (7… or 1…); anything else is not a number we store.
  if (digits.length === 9 && !/^[17]/.test(digits)) return null;
  return `254${match[1]}`;
}
export const ID_CARD_PATTERN = /^\d{7,9}$/;
export const JOB_NUMBER_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,8}$/;
/** Our decision (docs/decisions.md): 8–32 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{8,32}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const VALIDATION_MESSAGES = {
  phone: 'validation.phone',
  idCard: 'validation.idCard',
  jobNumber: 'validation.jobNumber',
  password: 'validation.password',
  passwordsDiffer: 'validation.passwordsDiffer',
  email: 'validation.email',
  usernameRequired: 'validation.usernameRequired',
  passwordRequired: 'validation.passwordRequired',
  required: 'validation.required',
  money: 'validation.money',
} as const;

export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isIdCard = (value: string) => ID_CARD_PATTERN.test(value);
export const isJobNumber = (value: string) => JOB_NUMBER_PATTERN.test(value);
export const isPassword = (value: string) => PASSWORD_PATTERN.test(value);
export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
