/**
 * The shared secrets that sign what outside parties call us with: 94AI's call-backs and SMS replies
 * (AI94_CALLBACK_SECRET) and each SMS provider's delivery receipts (SMS_RECEIPT_SECRET_<PROVIDER>, e.g.
 * SMS_RECEIPT_SECRET_ALPHASMS). In development and tests an unset one falls back to the sandbox's, which is
 * published in this source, so the sandboxes and the suites can sign. In production there is no fallback: the
 * server refuses to start without real ones (config.ts loadServerConfig), and an unset one verifies nothing.
 */
import { SMS_PROVIDERS } from '../../common/contact/sms-routing';
import { runModeOf } from './run-mode';

type Env = Record<string, string | undefined>;

export const AI94_SECRET_VARIABLE = 'AI94_CALLBACK_SECRET';
export const AI94_SANDBOX_SECRET = 'sandbox-94ai-shared-secret';
export const smsReceiptSecretVariable = (provider: string) => `SMS_RECEIPT_SECRET_${provider.toUpperCase()}`;
export const smsReceiptSandboxSecret = (provider: string) => `sandbox-${provider}-receipt-secret`;

/** Shorter than this is not taken for a real secret. */
const MIN_SECRET_LENGTH = 16;

/** The secret in `variable`; unset: the sandbox's in development and tests, null (nothing verifies) in production. */
export function callbackSecret(variable: string, sandboxSecret: string, env: Env = process.env): string | null {
  const value = env[variable];
  if (value) return value;
  return runModeOf(env.NODE_ENV) === 'production' ? null : sandboxSecret;
}

const REQUIRED: readonly (readonly [variable: string, sandboxSecret: string])[] = [
  [AI94_SECRET_VARIABLE, AI94_SANDBOX_SECRET],
  ...SMS_PROVIDERS.map((provider) => [smsReceiptSecretVariable(provider), smsReceiptSandboxSecret(provider)] as const),
];

/** What keeps a production server from starting: each callback secret unset, still the sandbox's, or too short. */
export function callbackSecretProblems(env: Env): string[] {
  return REQUIRED.flatMap(([variable, sandboxSecret]) => {
    const value = env[variable];
    if (!value) return [`${variable} is not set`];
    if (value === sandboxSecret) return [`${variable} is the sandbox's published value`];
    if (value.length < MIN_SECRET_LENGTH) return [`${variable} is shorter than ${MIN_SECRET_LENGTH} characters`];
    return [];
  });
}
