/**
 * The plain text of one masked value (GET sensitive/reveal, audited on the server) through Refine's
 * `useCustom`, asked only when the user clicks "show": it replaces the masked value and is copied, with the
 * copy message for 2 s, only when longer than one character (spec sections 5, 7 and 8). A refusal is toasted.
 */
import { useCustom } from '@refinedev/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_ERROR_MS } from '../../common/constants';
import { toast, toastWarning } from '../providers/toast';

export interface RevealTarget {
  entity: 'user' | 'order' | 'orderContact';
  id: number;
  field: string;
}

export function useReveal(target: RevealTarget, copyFailedKey: string) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<string | null>(null);
  const { query } = useCustom<{ data: string }>({
    url: 'sensitive/reveal', method: 'get', config: { query: target },
    queryOptions: { enabled: false, gcTime: 0 }, errorNotification: false,
  });
  const { refetch } = query;
  const reveal = useCallback(async () => {
    const value = (await refetch()).data?.data.data;
    if (value === undefined) return;
    setRevealed(value);
    if (value.length <= 1) return;
    try {
      await navigator.clipboard.writeText(value);
      toast(2, t('common:actions.copied', { value }), TOAST_ERROR_MS);
    } catch {
      toastWarning(t(copyFailedKey));
    }
  }, [refetch, t, copyFailedKey]);
  return { revealed, reveal };
}
