/**
 * Who may grant what (issue 31.1), as pure rules: a user grants only menus, sensitive permissions, roles and
 * merchants they hold themselves, and reaches only users no wider than they are. The services load the
 * facts (grant.repository.ts) and refuse with the messages of grant.service.ts.
 */

/** The merchants a user covers; null: every merchant (head office, or tied to every merchant there is). */
export type MerchantCoverage = readonly number[] | null;

/** What a granter holds through their roles. */
export interface Holdings {
  /** The menus of their roles, with every ancestor (a held button's page and group are held too). */
  menuIds: ReadonlySet<number>;
  sensitivePerms: ReadonlySet<string>;
  merchants: MerchantCoverage;
}

/** What a role gives its holders. */
export interface RoleReach {
  id: number;
  name: string;
  menuIds: readonly number[];
  sensitivePerms: readonly string[];
}

export const menusBeyond = (holder: Holdings, menuIds: readonly number[]) => menuIds.filter((id) => !holder.menuIds.has(id));

export const sensitiveBeyond = (holder: Holdings, perms: readonly string[]) => perms.filter((p) => !holder.sensitivePerms.has(p));

/** A role the holder may grant, edit or take away: every menu and sensitive permission of it is theirs. */
export const roleWithin = (holder: Holdings, role: RoleReach) =>
  menusBeyond(holder, role.menuIds).length === 0 && sensitiveBeyond(holder, role.sensitivePerms).length === 0;

/**
 * Whether a user tied to these merchants (none: every merchant) lies inside a coverage. A user tied to no
 * merchant covers all of them, so only a granter covering all reaches them.
 */
export function merchantsWithin(coverage: MerchantCoverage, merchantIds: readonly number[]): boolean {
  if (coverage === null) return true;
  return merchantIds.length > 0 && merchantIds.every((id) => coverage.includes(id));
}

/** Tied to every merchant that exists counts as covering all (the demo's head office is tied to each). */
export const coverageOf = (tiedTo: readonly number[], merchantsLeftOut: number): MerchantCoverage =>
  (tiedTo.length === 0 || merchantsLeftOut === 0 ? null : tiedTo);

export const sameMembers = <T>(a: readonly T[], b: readonly T[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

export const addedTo = <T>(before: readonly T[], after: readonly T[]): T[] => [...new Set(after.filter((x) => !before.includes(x)))];

/**
 * Merchants a change adds to a user: the new ones, or "all" when the user goes from some merchants to none
 * (which covers every merchant). Going from none to some narrows, so adds nothing.
 */
export function merchantsAdded(before: readonly number[], after: readonly number[]): number[] | 'all' {
  if (before.length === 0) return [];
  if (after.length === 0) return 'all';
  return addedTo(before, after);
}
