import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { languages } from '../schema';

/** The first languages of an empty installation: English (default), Swahili and Chinese. */
export async function syncLanguages(db: DbOrTx): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(languages);
  if (Number(total) > 0) return;
  await db.insert(languages).values([
    { name: 'English', code: 'en', flag: '🇬🇧', sort: 1, isDefault: true },
    { name: 'Kiswahili', code: 'sw', flag: '🇰🇪', sort: 2 },
    { name: '中文', code: 'zh', flag: '🇨🇳', sort: 3 },
  ]);
}
