/** Languages: the generic CRUD's source, and the one-default rule's write. */
import { and, eq, ne } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { languages } from '../../db/schema';

export const languageSource = crudSource(languages);

/** Clears the default flag of every language but one (0: of all). */
export async function clearDefaultLanguage(tx: DbOrTx, exceptId: number): Promise<void> {
  await tx.update(languages).set({ isDefault: false }).where(and(eq(languages.isDefault, true), ne(languages.id, exceptId)));
}
