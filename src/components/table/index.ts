export { EmptyState } from './EmptyState';
export { LoadErrorAlert } from './LoadErrorAlert';
export { PaginationSummary } from './PaginationSummary';
export { usePagedList, type PagedListState } from './usePagedList';
export { usePagination, type PageState, type UsePaginationResult } from './usePagination';
export { TableSkeleton, tableStates } from './loading-state';
