import { describe, expect, it } from 'vitest';
import { guard, hasOperation } from './access';
import { GUARD_GROUP_NAMES } from './routes';

const HOME = { allow: false, redirectTo: '/AdminContent/Home' };
const LOGIN = { allow: false, redirectTo: '/Login' };
const ALLOW = { allow: true };

const signedIn = (path: string, permittedPaths: readonly string[] = []) => guard({ path, hasToken: true, permittedPaths });

describe('guard', () => {
  it('sends a user without a token to /Login', () => {
    expect(guard({ path: '/AdminContent/Home', hasToken: false, permittedPaths: [] })).toEqual(LOGIN);
    expect(guard({ path: '/AdminContent/UserSystem/UserManagement', hasToken: false, permittedPaths: ['/AdminContent/UserSystem/UserManagement'] })).toEqual(LOGIN);
  });

  it('always lets anyone open the sign-in screens', () => {
    expect(guard({ path: '/Login', hasToken: false, permittedPaths: [] })).toEqual(ALLOW);
    expect(guard({ path: '/Index/Login', hasToken: false, permittedPaths: [] })).toEqual(ALLOW);
  });

  it('redirects the shell itself to Home', () => {
    expect(signedIn('/AdminContent')).toEqual(HOME);
    expect(signedIn('/AdminContent/')).toEqual(HOME);
  });

  it('sends every group name to Home, even when permitted', () => {
    for (const group of GUARD_GROUP_NAMES) {
      expect(signedIn(`/AdminContent/${group}`, [`/admincontent/${group.toLowerCase()}`]), group).toEqual(HOME);
      expect(signedIn(`/AdminContent/${group.toUpperCase()}`), group).toEqual(HOME);
    }
  });

  it('always allows Home, OrderDetail, WarningNotify and OrderAudit', () => {
    expect(signedIn('/AdminContent/Home')).toEqual(ALLOW);
    expect(signedIn('/AdminContent/WarningNotify')).toEqual(ALLOW);
    expect(signedIn('/AdminContent/OrderDetailAudit/OrderDetail')).toEqual(ALLOW);
    expect(signedIn('/AdminContent/OrderDetailAudit/OrderAudit')).toEqual(ALLOW);
    expect(signedIn('/AdminContent/home?tab=1')).toEqual(ALLOW);
  });

  it('allows other screens only when their lower-cased path is permitted', () => {
    const path = '/AdminContent/UserSystem/UserManagement';
    expect(signedIn(path, [path])).toEqual(ALLOW);
    expect(signedIn(path, [path.toLowerCase()])).toEqual(ALLOW);
    expect(signedIn(path.toLowerCase(), [path])).toEqual(ALLOW);
    expect(signedIn(path.toUpperCase(), [path])).toEqual(ALLOW);
    expect(signedIn(`${path}/`, [path])).toEqual(ALLOW);
    expect(signedIn(`${path}?current=2`, [path])).toEqual(ALLOW);
  });

  it('sends a screen that is not permitted to Home', () => {
    expect(signedIn('/AdminContent/UserSystem/UserManagement')).toEqual(HOME);
    expect(signedIn('/AdminContent/UserSystem/UserManagement', ['/AdminContent/UserSystem/RoleManagement'])).toEqual(HOME);
    expect(signedIn('/AdminContent/UserSystem/UserManagementX', ['/AdminContent/UserSystem/UserManagement'])).toEqual(HOME);
  });

  it('sends unknown paths under the shell to Home', () => {
    expect(signedIn('/AdminContent/NoSuchScreen')).toEqual(HOME);
    expect(signedIn('/AdminContent/NoSuchGroup/NoSuchScreen')).toEqual(HOME);
  });

  it('sends a signed-in user on a path outside the shell to the sign-in screen', () => {
    expect(signedIn('/somewhere')).toEqual(LOGIN);
    expect(signedIn('/')).toEqual(LOGIN);
  });
});

describe('hasOperation', () => {
  it('answers for sets and arrays', () => {
    expect(hasOperation(new Set(['a:b:view']), 'a:b:view')).toBe(true);
    expect(hasOperation(['a:b:view'], 'a:b:view')).toBe(true);
    expect(hasOperation(['a:b:view'], 'a:b:add')).toBe(false);
    expect(hasOperation(new Set<string>(), 'a:b:view')).toBe(false);
  });
});
