import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

const STALE_MS = 5 * 60_000;

/** A dictionary value shown by its label in the current language (getSelectOptionRespDtos/{KEY}); `withCode`: the value, then its label. */
export function DictText({ dictKey, value, withCode = false }: { dictKey: string; value: unknown; withCode?: boolean }) {
  const { i18n } = useTranslation();
  const { result } = useCustom<{ value: string; label: string }[]>({
    url: `getSelectOptionRespDtos/${dictKey}`, method: 'get', config: { query: { lng: i18n.language } },
    queryOptions: { staleTime: STALE_MS, enabled: value !== null && value !== undefined && value !== '' },
  });
  if (value === null || value === undefined || value === '') return <>—</>;
  const rows = Array.isArray(result.data) ? result.data : [];
  const label = rows.find((o) => String(o.value) === String(value))?.label;
  if (!label) return <>{String(value)}</>;
  return <>{withCode ? `${String(value)} · ${label}` : label}</>;
}
