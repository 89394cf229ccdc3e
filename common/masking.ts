/**
 * Masking of sensitive values for users with isDesensitization (spec section 6). One function serves the
 * server's response filter and any browser display.
 */
const MASK = '*';
const SHORT_VALUE_LENGTH = 4;
const PHONE_KEEP_HEAD = 4;
const PHONE_KEEP_TAIL = 3;

export function maskValue(value: string): string {
  if (value.length <= SHORT_VALUE_LENGTH) return MASK.repeat(value.length);
  return value.slice(0, 2) + MASK.repeat(value.length - 4) + value.slice(-2);
}

/** Phones keep their country prefix and last digits; the middle is masked. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (digits.length < PHONE_KEEP_HEAD + PHONE_KEEP_TAIL + 2) return maskValue(digits);
  return digits.slice(0, PHONE_KEEP_HEAD) + MASK.repeat(digits.length - PHONE_KEEP_HEAD - PHONE_KEEP_TAIL)
    + digits.slice(-PHONE_KEEP_TAIL);
}

export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskValue(value);
  return maskValue(value.slice(0, at)) + value.slice(at);
}

/** A field that holds either a phone number or an e-mail address, such as a message's recipient. */
export function maskContact(value: string): string {
  return value.includes('@') ? maskEmail(value) : maskPhone(value);
}

type Masker = (value: string) => string;

/** Field names that carry sensitive values anywhere in an API response, and how each is masked. */
export const SENSITIVE_FIELDS: Readonly<Partial<Record<string, Masker>>> = {
  phone: maskPhone,
  mobile: maskPhone,
  phoneNumber: maskPhone,
  contactPhone: maskPhone,
  recipientPhone: maskPhone,
  idNumber: maskValue,
  idCard: maskValue,
  certificateNumber: maskValue,
  cardNumber: maskValue,
  accountNumber: maskValue,
  walletAccount: maskPhone,
  registeredPhone: maskPhone,
  imei: maskValue,
  email: maskEmail,
  recipient: maskContact,
};

/** How a configured field is masked (SensitiveInfoConfig). */
export const MASK_KINDS = ['phone', 'value', 'email', 'contact'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];
const MASKERS: Readonly<Record<MaskKind, Masker>> = { phone: maskPhone, value: maskValue, email: maskEmail, contact: maskContact };

export interface MaskRule {
  fieldName: string;
  maskKind: string;
  enabled: boolean;
}

type MaskRules = Readonly<Partial<Record<string, Masker>>>;
let activeRules: MaskRules = SENSITIVE_FIELDS;

/**
 * The server applies SensitiveInfoConfig: its rows override the defaults above (a disabled row unmasks its
 * field, a new row masks one more). No rows: exactly the defaults.
 */
export function applyMaskRules(rows: readonly MaskRule[]): void {
  const rules: Record<string, Masker | undefined> = { ...SENSITIVE_FIELDS };
  for (const row of rows) rules[row.fieldName] = row.enabled ? MASKERS[row.maskKind as MaskKind] ?? maskValue : undefined;
  activeRules = rules;
}

/** The masker of a field under the rules in force, if the field is masked. */
export const maskerOf = (field: string): Masker | undefined => activeRules[field];

/** Masks every sensitive field of a JSON-like value, at any depth, without changing the input. */
export function maskPayload<T>(payload: T): T {
  return walk(payload) as T;
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const masker = activeRules[key];
    out[key] = masker && typeof inner === 'string' && inner.length > 0 ? masker(inner) : walk(inner);
  }
  return out;
}
