import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

const STALE_MS = 5 * 60_000;

/** A dictionary value shown by its label in the current language (getSelectOptionRespDtos/{KEY}). */
export function DictText({ dictKey, value }: { dictKey: string; value: unknown }) {
  const { i18n } = useTranslation();
  const { result } = useCustom<{ value: string; label: string }[]>({
    url: `getSelectOptionRespDtos/${dictKey}`, method: 'get', config: { query: { lng: i18n.language } },
    queryOptions: { staleTime: STALE_MS, enabled: value !== null && value !== undefined && value !== '' },
  });
  if (value === null || value === undefined || value === '') return <>—</>;
  const rows = Array.isArray(result.data) ? result.data : [];
  const label = rows.find((o) => String(o.value) === String(value))?.label;
  return <>{label ? `${label}` : String(value)}</>;
}
