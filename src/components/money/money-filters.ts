/** The money lists' filters are the list kit's filter declarations (common/lists/filters.ts). */
export { toFilterParams, type FilterDef as MoneyFilterDef, type FilterParams as MoneyFilterParams } from '../../../common/lists/filters';
