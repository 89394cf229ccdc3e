/** Money POSTs as the browser sends them: an Idempotency-Key per user action (t.call has no headers option). */
import { randomUUID } from 'node:crypto';
import type { Envelope } from '../../common/envelope';
import { API_PREFIX } from '../../server/core/route';
import type { TestApp } from './harness';

export interface MoneyCallOptions {
  /** The same key again is a retry of the same action; a new one by default. */
  key?: string | null;
  language?: string;
  serviceKey?: string;
}

export async function moneyPost(t: TestApp, token: string | null, url: string, body: unknown, options: MoneyCallOptions = {}): Promise<Envelope<any>> {
  const key = options.key === undefined ? randomUUID() : options.key;
  const response = await t.app.inject({
    method: 'POST', url: `${API_PREFIX}/${url}`, payload: body as object,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}),
      ...(options.language ? { language: options.language } : {}), ...(options.serviceKey ? { 'x-service-key': options.serviceKey } : {}),
    },
  });
  if (response.statusCode >= 500) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as Envelope<any>;
}
