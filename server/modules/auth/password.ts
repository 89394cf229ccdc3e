import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm; see docs/decisions.md for the parameters). */
export const hashPassword = (password: string) => hash(password);

/** A real hash to verify against when the username is unknown, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
