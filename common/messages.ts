/**
 * The message centre's list (GET message/list): its filters, declared once for the filter bar and the
 * server's query schema. `scope: 'all'` (the whole outbox) is offered and honoured only with WarningNotify:viewAll.
 */
import { filterQuerySchema, type FilterDef } from './lists/filters';

export const MESSAGE_FILTERS = [
  { name: 'channel', kind: 'choice', values: ['sms', 'email'], labels: 'header:messages.channels' },
  { name: 'scope', kind: 'choice', values: ['mine', 'all'], labels: 'header:messages.scopes' },
] as const satisfies readonly FilterDef[];

export const messageFilterSchema = filterQuerySchema(MESSAGE_FILTERS);
