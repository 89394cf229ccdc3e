// @vitest-environment happy-dom
import { ResourceContext, type IResourceItem } from '@refinedev/core';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routerProvider } from './router-provider';

afterEach(cleanup);

const resources: IResourceItem[] = [
  { name: 'AuditSystem/OrderManagement', list: '/AdminContent/AuditSystem/OrderManagement' },
  { name: 'UserSystem/UserManagement', list: '/AdminContent/UserSystem/UserManagement', show: '/AdminContent/UserSystem/UserManagement/:id' },
  { name: 'Home', list: '/AdminContent/Home' },
];

/** What a parse hook returns at `address`, rendered under a route of `pattern` (the app's routes are static paths). */
function parsedAt(parse: NonNullable<typeof routerProvider.parse>, address: string, pattern = address.split('?')[0]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ResourceContext.Provider value={{ resources }}>
      <MemoryRouter initialEntries={[address]}><Routes><Route path={pattern} element={children} /></Routes></MemoryRouter>
    </ResourceContext.Provider>
  );
  return renderHook(() => parse()(), { wrapper }).result.current;
}

// What @refinedev/react-router's own parse returns for these (its bindings cannot run here: under Node they load a
// second copy of react-router, see src/test/RefineTestProvider.tsx).
describe('routerProvider.parse', () => {
  const [orders, users, home] = resources;

  it('names the resource and action of the address, with page, size and filters from the query', () => {
    const address = '/AdminContent/AuditSystem/OrderManagement?currentPage=2&pageSize=20&filters[0][field]=status&filters[0][value]=10';
    expect(parsedAt(routerProvider.parse!, address)).toEqual({
      resource: orders, action: 'list', pathname: '/AdminContent/AuditSystem/OrderManagement',
      params: { currentPage: 2, pageSize: 20, filters: [{ field: 'status', value: '10' }], to: undefined },
    });
  });

  it('reads the id from the matched resource route when the router route has no parameters, and decodes `to`', () => {
    expect(parsedAt(routerProvider.parse!, '/AdminContent/UserSystem/UserManagement/42?to=%2FAdminContent%2FHome')).toEqual({
      resource: users, action: 'show', id: '42', pathname: '/AdminContent/UserSystem/UserManagement/42',
      params: { id: '42', to: '/AdminContent/Home', currentPage: undefined, pageSize: undefined },
    });
  });

  it("keeps the router's own parameters when it has some", () => {
    expect(parsedAt(routerProvider.parse!, '/AdminContent/UserSystem/UserManagement/7', '/AdminContent/UserSystem/UserManagement/:id'))
      .toEqual({ resource: users, action: 'show', id: '7', pathname: '/AdminContent/UserSystem/UserManagement/7', params: { id: '7' } });
    expect(parsedAt(routerProvider.parse!, '/AdminContent/Home', '*'))
      .toEqual({ resource: home, action: 'list', pathname: '/AdminContent/Home', params: { '*': 'AdminContent/Home' } });
  });

  it('names no resource for an address no resource has', () => {
    expect(parsedAt(routerProvider.parse!, '/AdminContent/Nowhere?x=1')).toEqual({ pathname: '/AdminContent/Nowhere', params: { x: '1' } });
  });
});
