import { createHash, randomBytes } from 'node:crypto';

/** Service keys are stored as SHA-256 hashes; the plain key is shown once, when it is issued. */
export const hashServiceKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newServiceKey = () => `sk_${randomBytes(24).toString('base64url')}`;
