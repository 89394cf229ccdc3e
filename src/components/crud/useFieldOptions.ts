import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { optionLabelKey, type EntitySpec, type FieldSpec } from '../../../common/crud/entity';

export interface Option {
  label: string;
  value: string | number;
}

const STALE_MS = 5 * 60_000;

/** The choices of a select field: fixed options, a dictionary, or a lookup endpoint answering [{label, value}]. */
export function useFieldOptions(entity: EntitySpec, name: string, field: FieldSpec): { options: Option[]; loading: boolean } {
  const { t, i18n } = useTranslation();
  const url = field.dictKey ? `getSelectOptionRespDtos/${field.dictKey}` : field.lookup ?? '';
  const { query, result } = useCustom<Option[]>({
    url, method: 'get', config: { query: { lng: i18n.language } },
    queryOptions: { enabled: Boolean(url), staleTime: STALE_MS },
  });
  if (field.options) {
    return { options: field.options.map((value) => ({ value, label: t(optionLabelKey(entity, name, value)) })), loading: false };
  }
  const rows = Array.isArray(result.data) ? result.data : [];
  return { options: rows.map((o) => ({ label: o.label, value: o.value })), loading: Boolean(url) && query.isLoading };
}
