/**
 * AiHelpUidDecrypt (issue 16): the in-app help widget names its session by an opaque uid; the back office
 * holds the key that opens it. Scheme (docs/customer-service.md): uid = base64url(iv ‖ ciphertext ‖ tag),
 * AES-256-GCM with a 12-byte random iv and a 16-byte tag, the plaintext "cs1:<customerNo>". The key is 32
 * bytes, entered as base64 (44 characters) or hex (64); it is stored on the server and never sent back.
 */
import { z } from 'zod';

export const AI_HELP_SCREEN = 'CustomerServiceSystem/AiHelpUidDecrypt';
export const AI_HELP_PLAINTEXT_PREFIX = 'cs1:';
export const AI_HELP_UID_MAX = 200;

export const aiHelpKeySchema = z.object({
  key: z.string({ message: 'validation.required' }).trim()
    .refine((v) => /^[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9+/]{43}=$/.test(v), 'customerService:errors.keyFormat'),
});

export const aiHelpDecodeSchema = z.object({
  uid: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(AI_HELP_UID_MAX, 'customerService:errors.uidInvalid'),
});

export interface AiHelpKeyStatus {
  configured: boolean;
  changedAt: string | null;
  changedByName: string | null;
}

export interface AiHelpDecodeResult {
  customerId: number;
  customerNo: string;
  fullName: string;
  phone: string;
  merchantName: string;
}

export interface AiHelpDecodeRow {
  id: number;
  userName: string;
  uidPrefix: string;
  outcome: 'found' | 'invalid' | 'notFound';
  customerNo: string | null;
  fullName: string | null;
  createdAt: string;
}
