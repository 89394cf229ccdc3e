/** Calls the customer apps' open API (`noAuth/app/*`) with an app's key and secret. */
import type { InjectOptions } from 'fastify';
import { API_PREFIX } from '../../server/core/route';
import { DEMO_APP_KEY, DEMO_APP_SECRET } from '../../server/db/seed/app-content';
import type { TestApp } from './harness';

export interface AppCredentials {
  key?: string;
  secret?: string;
}

export const demoApp = (appCode: string): AppCredentials => ({ key: DEMO_APP_KEY(appCode), secret: DEMO_APP_SECRET(appCode) });

export async function openCall(t: TestApp, method: InjectOptions['method'], url: string, app: AppCredentials,
  { query, body, language }: { query?: Record<string, string | number>; body?: unknown; language?: string } = {}) {
  const response = await t.app.inject({
    method, url: `${API_PREFIX}/noAuth/app/${url}`,
    query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    payload: body as InjectOptions['payload'],
    headers: { ...(app.key ? { 'x-app-key': app.key } : {}), ...(app.secret ? { 'x-app-secret': app.secret } : {}), ...(language ? { language } : {}) },
  });
  if (response.statusCode >= 500) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the shape it relies on
  return response.json() as { code: number; msg: string; data: any };
}
