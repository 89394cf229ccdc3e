/** The choices of the order filters that are not dictionaries: merchants, products and auditors in the caller's scope. */
export const ORDER_OPTION_KINDS = ['merchants', 'products', 'auditors'] as const;
export type OrderOptionKind = (typeof ORDER_OPTION_KINDS)[number];

export const orderOptionsUrl = (kind: OrderOptionKind) => `orders/options/${kind}`;
