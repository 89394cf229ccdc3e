import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newNumericCode = (digits = 6) => randomInt(0, 10 ** digits).toString().padStart(digits, '0');
