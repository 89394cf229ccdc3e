/**
 * 94AI call-backs and SMS replies are signed: header `x-94ai-timestamp` (Unix seconds) and `x-94ai-signature`
 * = hex HMAC-SHA256 of `${timestamp}.${canonical JSON of the body}` with the shared secret (keys sorted at every
 * depth, so the signature does not depend on how a JSON parser orders them). A timestamp more than five minutes
 * from our clock is refused (replay). The secret is AI94_CALLBACK_SECRET; without it the sandbox's secret is used in
 * development and tests only (server/core/callback-secrets.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AI94_SANDBOX_SECRET, AI94_SECRET_VARIABLE, callbackSecret as configuredSecret } from '../../core/callback-secrets';
import { canonicalJson } from '../../core/canonical-json';

export const SIGNATURE_HEADER = 'x-94ai-signature';
export const TIMESTAMP_HEADER = 'x-94ai-timestamp';
const MAX_SKEW_MS = 5 * 60_000;

export const callbackSecret = () => configuredSecret(AI94_SECRET_VARIABLE, AI94_SANDBOX_SECRET);

export function sign(body: unknown, timestamp: number, secret = callbackSecret()): string {
  // No secret (production without one): a signature nothing verifies.
  return createHmac('sha256', secret ?? '').update(`${timestamp}.${canonicalJson(body)}`).digest('hex');
}

/** The headers a signed request carries (the sandbox and the tests sign this way). */
export function signedHeaders(body: unknown, now: Date, secret = callbackSecret()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: sign(body, timestamp, secret) };
}

export function verifySignature(body: unknown, headers: Record<string, unknown>, now: Date): boolean {
  const timestamp = Number(headers[TIMESTAMP_HEADER]);
  const given = String(headers[SIGNATURE_HEADER] ?? '');
  const secret = callbackSecret();
  if (!secret || !Number.isFinite(timestamp) || Math.abs(now.getTime() - timestamp * 1000) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(sign(body, timestamp, secret), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
