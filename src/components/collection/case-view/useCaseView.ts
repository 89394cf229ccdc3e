import { useCustom } from '@refinedev/core';
import type { CaseView } from '../../../../common/collection/my-collection-case';

/** The workbench's read of one own case; manager screens pass their own read URL. */
export const CASE_VIEW_URL = 'myCollection/case';

/**
 * No placeholder (Refine keeps the previous answer by default): while the next case loads after "Save and next" or
 * "Next case" the view shows loading, so no button acts on the case left behind.
 */
export function useCaseView(caseId: number, url = CASE_VIEW_URL) {
  const { query } = useCustom<CaseView>({ url, method: 'get', config: { query: { caseId } }, errorNotification: false, queryOptions: { placeholderData: undefined } });
  return { view: (query.data?.data as CaseView | undefined) ?? null, loading: query.isLoading, error: query.error, reload: () => void query.refetch() };
}
