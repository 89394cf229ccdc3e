/**
 * Each user's operation codes and sensitive permissions, cached per database and re-read whenever
 * acl_state.version has moved, so a revoked code is refused on the very next request.
 */
import type { Db } from '../../db/client';
import { findUserAccess } from './session.repository';

interface CachedAccess {
  version: number;
  codes: ReadonlySet<string>;
  sensitivePerms: ReadonlySet<string>;
}

const MAX_ENTRIES = 10_000;
const caches = new WeakMap<Db, Map<number, CachedAccess>>();

export async function accessOf(db: Db, userId: number, version: number): Promise<CachedAccess> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(userId);
  if (hit && hit.version === version) return hit;
  const access = await findUserAccess(db, userId);
  const entry = { version, codes: new Set(access.codes), sensitivePerms: new Set(access.sensitivePerms) };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(userId, entry);
  return entry;
}
