/**
 * The help widget's uid scheme (docs/customer-service.md): AES-256-GCM, 12-byte random iv, 16-byte tag,
 * uid = base64url(iv ‖ ciphertext ‖ tag), plaintext "cs1:<customerNo>". The tag makes a forged or altered uid
 * fail to open rather than name some other customer.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AI_HELP_PLAINTEXT_PREFIX } from '../../../common/customer-service/ai-help';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key from its typed form: 64 hex digits or 44 base64 characters. */
export function keyBytes(typed: string): Buffer {
  const text = typed.trim();
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** What the widget does: seal a customer number into a uid (used by tests, the demo and the docs' example). */
export function sealUid(key: Buffer, customerNo: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(`${AI_HELP_PLAINTEXT_PREFIX}${customerNo}`, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The customer number a uid names, or null when it does not open with this key. */
export function openUid(key: Buffer, uid: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return null;
  const bytes = Buffer.from(uid, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return text.startsWith(AI_HELP_PLAINTEXT_PREFIX) ? text.slice(AI_HELP_PLAINTEXT_PREFIX.length) : null;
  } catch {
    // A wrong key or an altered uid fails the tag check: the uid does not open (answered as "invalid").
    return null;
  }
}
