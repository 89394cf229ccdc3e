/** The AfterLoanSystem settings screens' routes as a test calls them, and an empty table to start from. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './harness';

export function settingsClient(t: TestApp, name: string, token: string) {
  return {
    save: (body: Record<string, unknown>, language = 'en') => t.call('POST', `${name}/save`, { token, body, language }),
    update: (id: number, body: Record<string, unknown>, language = 'en') => t.call('POST', `${name}/update`, { token, body: { id, ...body }, language }),
    list: (query: Record<string, string | number> = {}) => t.call('GET', `${name}/list`, { token, query }),
    detail: (id: number) => t.call('GET', `${name}/detail/${id}`, { token }),
    enable: (id: number, enabled: boolean) => t.call('POST', `${name}/enable`, { token, body: { id, enabled } }),
    remove: (ids: number[]) => t.call('POST', `${name}/delete`, { token, body: { ids } }),
  };
}

export type SettingsClient = ReturnType<typeof settingsClient>;

/** Starts a test file from an empty settings table, whether or not the demo seed fills it. */
export async function emptyTable(t: TestApp, table: PgTable) {
  await t.db.delete(table);
}

/** The audit row of one write to a settings record. */
export async function auditRowOf(t: TestApp, action: string, entity: string, id: number) {
  return (await t.auditRows(action)).find((r) => r.entity === entity && r.entityId === String(id));
}
