/** Choices of an order filter or column: the list kit's lookup (a dictionary or an endpoint, cached). */
export { dictUrl, useLookupOptions as useOrderOptions, type LookupOption as OrderOption } from '../list/useLookupOptions';
