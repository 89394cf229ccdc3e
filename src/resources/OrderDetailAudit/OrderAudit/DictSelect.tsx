import { useCustom } from '@refinedev/core';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

const STALE_MS = 5 * 60_000;

/** A select over a dictionary's options (getSelectOptionRespDtos/{KEY}), optionally narrowed. */
export function DictSelect({ dictKey, only, ...props }: { dictKey: string; only?: (value: string) => boolean } & SelectProps<string>) {
  const { i18n } = useTranslation();
  const { result, query } = useCustom<{ value: string; label: string }[]>({
    url: `getSelectOptionRespDtos/${dictKey}`, method: 'get', config: { query: { lng: i18n.language } }, queryOptions: { staleTime: STALE_MS },
  });
  const rows = (Array.isArray(result.data) ? result.data : []).filter((o) => !only || only(String(o.value)));
  return (
    <Select<string> {...props} loading={query.isLoading} showSearch optionFilterProp="label"
      options={rows.map((o) => ({ value: String(o.value), label: `${o.value} · ${o.label}` }))} />
  );
}
