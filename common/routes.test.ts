import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT, ALL_OPERATION_CODES, GROUPS, HOME_PATH, SCREENS, actionCode, returnPathAfterSignIn, screen, viewCode } from './routes';

describe('route table', () => {
  it('declares exactly 144 screens', () => {
    expect(SCREENS).toHaveLength(144);
  });

  it('has unique screen keys and paths', () => {
    expect(new Set(SCREENS.map((s) => s.key)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path.toLowerCase())).size).toBe(SCREENS.length);
  });

  it('puts every path under /AdminContent, in its group', () => {
    for (const s of SCREENS) {
      expect(s.path).toBe(s.group ? `${ADMIN_ROOT}/${s.group}/${s.name}` : `${ADMIN_ROOT}/${s.name}`);
    }
  });

  it('has unique operation codes, each made of the screen key and the action', () => {
    expect(new Set(ALL_OPERATION_CODES).size).toBe(ALL_OPERATION_CODES.length);
    for (const s of SCREENS) {
      const prefix = s.key.replace('/', ':');
      expect(s.viewCode).toBe(`${prefix}:view`);
      for (const [action, code] of Object.entries(s.actionCodes)) expect(code).toBe(`${prefix}:${action}`);
    }
  });

  it('only uses known groups', () => {
    for (const s of SCREENS) if (s.group) expect(GROUPS).toContain(s.group);
  });

  it('gives a built screen its module, API path and namespaces, and a screen without a module no API', () => {
    expect(screen('AuditSystem/OrderManagement')).toMatchObject({ module: 'order-management', api: 'orderManagement', i18n: ['orderManagement', 'order'] });
    // ScheduleCaseManage, the last planned screen, is built (issue 34): a row without a module gets no API path.
    expect(screen('ScheduleManage/ScheduleCaseManage')).toMatchObject({ module: 'schedule', api: 'scheduleCaseManage', i18n: ['schedule'] });
    for (const s of SCREENS) if (s.module === null) expect(s.api).toBeNull();
  });

  it('looks up screens and codes, and refuses unknown ones', () => {
    expect(screen('UserSystem/UserManagement').path).toBe('/AdminContent/UserSystem/UserManagement');
    expect(viewCode('Home')).toBe('Home:view');
    expect(actionCode('UserSystem/UserManagement', 'resetMFA')).toBe('UserSystem:UserManagement:resetMFA');
    expect(() => screen('Nope')).toThrow();
    expect(() => actionCode('UserSystem/UserManagement', 'nope')).toThrow();
  });
});

describe('returnPathAfterSignIn', () => {
  it('returns to the back-office page asked for, with its query', () => {
    const link = '/AdminContent/AuditSystem/OrderManagement?currentPage=2&filters[0][value]=Caroline Wambui';
    expect(returnPathAfterSignIn(link)).toBe(link);
  });

  it('goes Home for nothing, another origin or a path outside the back office', () => {
    for (const to of [null, undefined, '', 'https://evil.example/AdminContent/Home', '//evil.example/x',
      '/AdminContent//evil.example', '/AdminContent/\\evil', '/Login', '/AdminContentX/Home']) {
      expect(returnPathAfterSignIn(to)).toBe(HOME_PATH);
    }
  });
});
