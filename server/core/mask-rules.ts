/**
 * SensitiveInfoConfig in force: its rows, read at most every few seconds per server (a change made on this
 * server applies at once; on another within MASK_RULES_TTL_MS), before a masked user's request is answered.
 */
import { applyMaskRules } from '../../common/masking';
import type { Db } from '../db/client';
import { findMaskRules } from './mask-rules.repository';

export const MASK_RULES_TTL_MS = 5_000;
let loadedAt = Number.NEGATIVE_INFINITY;
/** The database the rules in force were read from: another one (a test file's own copy in a shared worker) reads its own. */
let loadedFrom: Db | null = null;
let loading: Promise<void> | null = null;

export async function loadMaskRules(db: Db): Promise<void> {
  if (loadedFrom === db && Date.now() - loadedAt < MASK_RULES_TTL_MS) return;
  loading ??= (async () => {
    try {
      applyMaskRules(await findMaskRules(db));
      loadedAt = Date.now();
      loadedFrom = db;
    } finally {
      loading = null;
    }
  })();
  await loading;
}

/** After a change to the rules: the next masked request reads them again. */
export function forgetMaskRules(): void {
  loadedAt = Number.NEGATIVE_INFINITY;
}
