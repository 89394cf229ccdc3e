import { createHash } from 'node:crypto';

/** Service keys are stored as SHA-256 hashes; the plain key is shown once, when it is issued. */
export const hashServiceKey = (key: string) => createHash('sha256').update(key).digest('hex');
