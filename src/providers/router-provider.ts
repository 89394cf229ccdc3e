/**
 * Refine's React Router bindings with a cheaper `parse`. The stock one matches the address against every resource
 * (matchResourceFromRoute) and compiles the matched route (matchPath) in each component that asks (useParsed,
 * useResourceParams, useTable, useOnError, useLogout…): ~1,500 times for one OrderManagement page with 133
 * resources, a fifth of its start-up work. Resources do not change after start-up, so here the match of each
 * address is made once and shared; what `parse` returns is the same as the stock one's.
 */
import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type IResourceItem, type RouterProvider } from '@refinedev/core';
import stockRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

interface RouteMatch {
  resource?: IResourceItem;
  action?: 'list' | 'show' | 'edit' | 'create' | 'clone';
  /** The route's parameters read from the address, when the router gave none. */
  routeParams: Record<string, string | undefined>;
}

/** Matches by address, for one resources array (a new array, e.g. in a test, starts a new cache). */
const matches = new WeakMap<IResourceItem[], Map<string, RouteMatch>>();

function matchOf(pathname: string, resources: IResourceItem[]): RouteMatch {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map();
    matches.set(resources, byPath);
  }
  let match = byPath.get(pathname);
  if (!match) {
    const { resource, action, matchedRoute } = matchResourceFromRoute(pathname, resources);
    match = { resource, action, routeParams: (matchedRoute && matchPath(matchedRoute, pathname)?.params) || {} };
    byPath.set(pathname, match);
  }
  return match;
}

/** A number when the text is one exactly, as the stock bindings do for page and page size. */
function numberIfPossible(value: unknown): unknown {
  if (typeof value === 'undefined') return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

function useParse() {
  const routerParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, routeParams } = matchOf(pathname, resources);
  const params = useMemo(() => (Object.keys(routerParams).length === 0 ? routeParams : routerParams), [routerParams, routeParams]);
  return useCallback(() => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params?.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage),
        pageSize: numberIfPossible(combined.pageSize),
        to: combined.to ? decodeURIComponent(`${combined.to}`) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: RouterProvider = { ...stockRouterProvider, parse: useParse as RouterProvider['parse'] };
