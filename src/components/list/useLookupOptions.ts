/** Choices of a filter, column or field: a dictionary (getSelectOptionRespDtos/KEY) or a lookup endpoint, through Refine's useCustom, cached. */
import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface LookupOption {
  label: string;
  value: string | number;
}

const STALE_MS = 5 * 60_000;

export const dictUrl = (dictKey: string) => `getSelectOptionRespDtos/${dictKey}`;

export function useLookupOptions(url: string | undefined, enabled = true): { options: LookupOption[]; loading: boolean; labelOf: (value: unknown) => string | undefined } {
  const { i18n } = useTranslation();
  const { query, result } = useCustom<LookupOption[]>({
    url: url ?? '', method: 'get', config: { query: { lng: i18n.language } }, meta: { silent: true },
    queryOptions: { enabled: Boolean(url) && enabled, staleTime: STALE_MS }, errorNotification: false,
  });
  const data = result.data;
  return useMemo(() => {
    const options = Array.isArray(data) ? data.map((o) => ({ label: o.label, value: o.value })) : [];
    const labels = new Map(options.map((o) => [String(o.value), o.label]));
    return { options, loading: Boolean(url) && enabled && query.isLoading, labelOf: (value: unknown) => labels.get(String(value)) };
  }, [data, url, enabled, query.isLoading]);
}
