/**
 * A read asked for at one moment (a preview before a confirmation) rather than held on screen: a GET through
 * Refine's data provider (`custom`), answering the envelope's data. A refusal rejects with the ApiError,
 * toasted by http.ts.
 */
import { useDataProvider } from '@refinedev/core';
import { useCallback } from 'react';

export function useRead() {
  const dataProvider = useDataProvider();
  return useCallback(async <T>(url: string, query: object): Promise<T> => {
    const { custom } = dataProvider();
    if (!custom) throw new Error('The data provider has no custom method');
    const { data } = await custom({ url, method: 'get', query });
    return data as T;
  }, [dataProvider]);
}
