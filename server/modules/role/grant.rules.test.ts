import { describe, expect, it } from 'vitest';
import { addedTo, coverageOf, menusBeyond, merchantsAdded, merchantsWithin, roleWithin, sameMembers, sensitiveBeyond, type Holdings } from './grant.rules';

const holder: Holdings = { menuIds: new Set([1, 2, 3]), sensitivePerms: new Set(['revealMaskedValue']), merchants: [2] };
const role = (menuIds: number[], sensitivePerms: string[] = []) => ({ id: 9, name: 'R', menuIds, sensitivePerms });

describe('issue 31.1: grant rules', () => {
  it('finds menus and sensitive permissions the holder lacks', () => {
    expect(menusBeyond(holder, [1, 4, 3, 5])).toEqual([4, 5]);
    expect(sensitiveBeyond(holder, ['revealMaskedValue', 'viewPlainData'])).toEqual(['viewPlainData']);
  });

  it('lets a role be granted only when all its menus and sensitive permissions are held', () => {
    expect(roleWithin(holder, role([1, 2]))).toBe(true);
    expect(roleWithin(holder, role([]))).toBe(true);
    expect(roleWithin(holder, role([1, 4]))).toBe(false);
    expect(roleWithin(holder, role([1], ['revealMaskedValue']))).toBe(true);
    expect(roleWithin(holder, role([1], ['exportData']))).toBe(false);
  });

  it('keeps a merchant-bound granter inside its merchants, and a user of no merchant outside it', () => {
    expect(merchantsWithin([2], [2])).toBe(true);
    expect(merchantsWithin([2, 3], [3, 2])).toBe(true);
    expect(merchantsWithin([2], [2, 1])).toBe(false);
    expect(merchantsWithin([2], [])).toBe(false);
    expect(merchantsWithin(null, [])).toBe(true);
    expect(merchantsWithin(null, [1, 2])).toBe(true);
  });

  it('counts a user tied to no merchant, or to every merchant there is, as covering all', () => {
    expect(coverageOf([], 3)).toBeNull();
    expect(coverageOf([1, 2, 3], 0)).toBeNull();
    expect(coverageOf([2], 2)).toEqual([2]);
  });

  it('names what a change adds', () => {
    expect(addedTo([1, 2], [2, 3, 3, 4])).toEqual([3, 4]);
    expect(merchantsAdded([1], [1, 2])).toEqual([2]);
    expect(merchantsAdded([1], [])).toBe('all');
    expect(merchantsAdded([], [1])).toEqual([]);
    expect(sameMembers([1, 2, 2], [2, 1])).toBe(true);
    expect(sameMembers([1], [1, 2])).toBe(false);
  });
});
