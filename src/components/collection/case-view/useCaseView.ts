import { useCustom } from '@refinedev/core';
import type { CaseView } from '../../../../common/collection/my-collection-case';

/** The workbench's read of one own case; manager screens pass their own read URL. */
export const CASE_VIEW_URL = 'myCollection/case';

export function useCaseView(caseId: number, url = CASE_VIEW_URL) {
  const { query } = useCustom<CaseView>({ url, method: 'get', config: { query: { caseId } }, errorNotification: false });
  return { view: (query.data?.data as CaseView | undefined) ?? null, loading: query.isLoading, error: query.error, reload: () => void query.refetch() };
}
