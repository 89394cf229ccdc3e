import type { Db } from '../db/client';
import { sensitiveFieldRules } from '../db/schema';

/** SensitiveInfoConfig's rows (a few dozen at most). */
export async function findMaskRules(db: Db) {
  return db.select({ fieldName: sensitiveFieldRules.fieldName, maskKind: sensitiveFieldRules.maskKind, enabled: sensitiveFieldRules.enabled })
    .from(sensitiveFieldRules).limit(500);
}
