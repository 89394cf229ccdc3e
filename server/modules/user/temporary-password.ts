/**
 * Temporary passwords, for a new account and for an administrator's reset: generated here, hashed for the
 * users row, and sent only to the user's own phone and e-mail through the outbox, which keeps it redacted. The
 * administrator sees it only when the user has neither.
 */
import { randomInt } from 'node:crypto';
import { maskEmail, maskPhone } from '../../../common/masking';
import type { Deps } from '../../core/deps';
import { hashPassword } from '../auth/password';
import { sendMessage } from '../outbox/outbox.service';

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';

export async function issueTemporaryPassword() {
  const letters = Array.from({ length: 6 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
  const temporary = `${letters}${randomInt(1000, 10_000)}`;
  return { temporary, passwordHash: await hashPassword(temporary) };
}

export interface Recipient {
  id: number;
  username: string;
  phone: string | null;
  email: string | null;
}

/** Where a temporary password went, as the administrator is told. */
export interface Delivery {
  deliveredTo: string[];
  temporaryPassword: string | null;
}

const NOTICES = {
  accountCreated: {
    subject: 'Your back-office account',
    body: (user: Recipient, temporary: string) => `Your back-office account "${user.username}" was created. Temporary password: ${temporary}. You must change it when you sign in.`,
  },
  passwordReset: {
    subject: 'Password reset',
    body: (_user: Recipient, temporary: string) => `Your back-office password was reset. Temporary password: ${temporary}. You must change it when you sign in.`,
  },
} as const;

/** Call after the transaction that stored the password has committed. */
export async function deliverTemporaryPassword(deps: Deps, user: Recipient, temporary: string, kind: keyof typeof NOTICES): Promise<Delivery> {
  const { subject, body } = NOTICES[kind];
  const text = body(user, temporary);
  const deliveredTo: string[] = [];
  if (user.phone) {
    await sendMessage(deps, { channel: 'sms', to: user.phone, body: text, kind, recipientUserId: user.id, secrets: [temporary] });
    deliveredTo.push(maskPhone(user.phone));
  }
  if (user.email) {
    await sendMessage(deps, { channel: 'email', to: user.email, subject, body: text, kind, recipientUserId: user.id, secrets: [temporary] });
    deliveredTo.push(maskEmail(user.email));
  }
  return { deliveredTo, temporaryPassword: deliveredTo.length === 0 ? temporary : null };
}
