/**
 * Refine's data provider over the API's list conventions: GET {resource}/list?current&size&sortField&sortOrder&filters
 * → { records, total }, GET {resource}/detail/{id}, POST {resource}/save | update | delete, and custom calls.
 */
import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { Page } from '../../common/envelope';
import { api } from './http';

function filterParams(filters: CrudFilter[] = []): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const { field, value } = filter;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params[field] = Array.isArray(value) ? value.join(',') : value;
  }
  return params;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api/hc/web',
  getList: async ({ resource, pagination, filters, sorters, meta }) => {
    const sorter = sorters?.[0];
    const page = await api.get<Page<BaseRecord>>(`${meta?.apiPath ?? resource}/list`, {
      params: {
        current: pagination?.currentPage ?? 1,
        size: pagination?.pageSize ?? 20,
        ...(sorter ? { sortField: sorter.field, sortOrder: sorter.order } : {}),
        ...filterParams(filters),
      },
    });
    return { data: page.records as never, total: page.total };
  },
  getOne: async ({ resource, id, meta }) => ({ data: await api.get(`${meta?.apiPath ?? resource}/detail/${id}`) as never }),
  create: async ({ resource, variables, meta }) => ({ data: await api.post(`${meta?.apiPath ?? resource}/save`, variables) as never }),
  update: async ({ resource, id, variables, meta }) => ({
    data: await api.post(`${meta?.apiPath ?? resource}/update`, { ...(variables as object), id }) as never,
  }),
  deleteOne: async ({ resource, id, meta }) => ({ data: await api.post(`${meta?.apiPath ?? resource}/delete`, { ids: [id] }) as never }),
  custom: async ({ url, method, payload, query }) => {
    const data = method === 'get'
      ? await api.get(url, { params: query as Record<string, unknown> })
      : await api.post(url, payload);
    return { data: data as never };
  },
};
