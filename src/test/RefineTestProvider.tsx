/**
 * For component tests: Refine over the app's own data provider (tests mock `providers/http`'s `api`), inside a
 * memory router opened at `path`, so Refine's data hooks (useList, useTable, useCustom, useCustomMutation) and
 * react-router's hooks work as in the app. A failed query is not retried: the test sees the failure at once.
 * No Refine router provider: under Node it would load a second copy of react-router, and no test needs the
 * address bar kept in sync (useTable then keeps its page and filters in memory).
 */
import { Refine } from '@refinedev/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { dataProvider } from '../providers/data-provider';

const OPTIONS = {
  disableTelemetry: true,
  reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } } },
};

export function RefineTestProvider({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Refine dataProvider={dataProvider} options={OPTIONS}>{children}</Refine>
    </MemoryRouter>
  );
}
