/**
 * Refine's data provider over the API's list conventions: GET {listUrl}?current&size&sortField&sortOrder&filters
 * → { records, total, totalExact? }, GET {resource}/detail/{id}, POST {resource}/save | update | delete, and
 * custom calls. Lists are silent (the screen shows a failure in place); writes toast their own message.
 */
import type { BaseRecord, CrudFilter, DataProvider, HttpError, MetaQuery } from '@refinedev/core';
import type { Page } from '../../common/envelope';
import { ApiError } from './envelope';
import { api } from './http';

/** The query parameters a list of filters stands for (`field=value`; arrays comma-separated). */
export function filterParams(filters: CrudFilter[] = []): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const { field, value } = filter;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params[field] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return params;
}

/** Where a resource's list is read: `meta.listUrl`, else `{apiPath ?? resource}/list`. */
const listUrlOf = (resource: string, meta?: MetaQuery) => (meta?.listUrl as string | undefined) ?? `${(meta?.apiPath as string | undefined) ?? resource}/list`;
const pathOf = (resource: string, meta?: MetaQuery) => (meta?.apiPath as string | undefined) ?? resource;

/** Refine reads `statusCode` and `message` from a failure; ApiError keeps the envelope's code beside them. */
function asHttpError(error: unknown): never {
  if (error instanceof ApiError) {
    const httpError = Object.assign(error, { statusCode: error.status ?? error.code }) as ApiError & HttpError;
    throw httpError;
  }
  throw error;
}

const keyOf = (meta?: MetaQuery) => meta?.idempotencyKey as string | undefined;

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api/hc/web',
  getList: async ({ resource, pagination, filters, sorters, meta }) => {
    const sorter = sorters?.[0];
    const paged = pagination?.mode !== 'off';
    const page = await api.get<Page<BaseRecord> & { totalExact?: boolean }>(listUrlOf(resource, meta), {
      params: {
        ...(meta?.params as Record<string, unknown> | undefined),
        ...(paged ? { current: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? 20 } : {}),
        ...(sorter ? { sortField: sorter.field, sortOrder: sorter.order } : {}),
        // Defaults apply where the user left the filter empty (e.g. allocation's statuses 10 and 20).
        ...(meta?.defaults as Record<string, unknown> | undefined),
        ...filterParams(filters),
      },
      silent: true,
    }).catch(asHttpError);
    const records = Array.isArray(page) ? page : page.records;
    const total = Array.isArray(page) ? page.length : page.total;
    return { data: records as never, total, totalExact: Array.isArray(page) ? true : page.totalExact !== false };
  },
  getOne: async ({ resource, id, meta }) => ({
    data: await api.get(`${pathOf(resource, meta)}/detail/${id}`, { silent: meta?.silent === true }).catch(asHttpError) as never,
  }),
  // Writes carry an Idempotency-Key (issue 32.1): the user action's (`meta.idempotencyKey`), else api.post's own.
  create: async ({ resource, variables, meta }) => ({
    data: await api.post(`${pathOf(resource, meta)}/${(meta?.action as string | undefined) ?? 'save'}`, variables, { idempotencyKey: keyOf(meta) }).catch(asHttpError) as never,
  }),
  update: async ({ resource, id, variables, meta }) => ({
    data: await api.post(`${pathOf(resource, meta)}/${(meta?.action as string | undefined) ?? 'update'}`, { ...(variables as object), id }, { idempotencyKey: keyOf(meta) }).catch(asHttpError) as never,
  }),
  deleteOne: async ({ resource, id, meta }) => ({
    data: await api.post(`${pathOf(resource, meta)}/delete`, { ids: [id] }, { idempotencyKey: keyOf(meta) }).catch(asHttpError) as never,
  }),
  custom: async ({ url, method, payload, query, meta }) => {
    const silent = meta?.silent === true;
    const idempotencyKey = keyOf(meta);
    const contentType = meta?.contentType as string | undefined;
    const data = method === 'get'
      ? await api.get(url, { params: query as Record<string, unknown>, silent }).catch(asHttpError)
      : await api.post(url, payload, { silent, idempotencyKey, contentType }).catch(asHttpError);
    return { data: data as never };
  },
};
