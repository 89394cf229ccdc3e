import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { BUSINESS_NODE_OPTIONS_URL, type BusinessNodeOption } from '../../../../common/contact/options';

/** The business nodes with their channels and variables (the same cached read as the node select's choices). */
export function useNodeOptions(): BusinessNodeOption[] {
  const { i18n } = useTranslation();
  const { result } = useCustom<BusinessNodeOption[]>({
    url: BUSINESS_NODE_OPTIONS_URL, method: 'get', config: { query: { lng: i18n.language } },
    queryOptions: { staleTime: 5 * 60_000 },
  });
  return Array.isArray(result.data) ? result.data : [];
}
