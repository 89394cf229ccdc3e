/**
 * Machine-review retrieval (orderSalvage, spec 4 and 5): order numbers pasted as text, separated by commas
 * (newlines and spaces are accepted too), sent back to one of RETRIEVAL_TARGETS with a reason.
 */
import { z } from 'zod';
import { RETRIEVAL_TARGETS, type RetrievalTarget } from './order-status';

/** Merchant number (4 digits), EAT apply day (yymmdd) and a serial. */
export const ORDER_NO_PATTERN = /^\d{11,24}$/;
export const MAX_RETRIEVAL_ORDERS = 500;
export const RETRIEVAL_REASON_MAX = 200;

export const RETRIEVAL_TARGET_VALUES = Object.keys(RETRIEVAL_TARGETS).map(Number) as RetrievalTarget[];
export const isRetrievalTarget = (value: number): value is RetrievalTarget => (RETRIEVAL_TARGET_VALUES as number[]).includes(value);

export interface ParsedOrderNumbers {
  /** Distinct well-formed numbers, in the order first given. */
  orderNos: string[];
  /** Tokens that do not look like an order number. */
  malformed: string[];
  /** How many repeated numbers were dropped. */
  duplicates: number;
}

export function parseOrderNumbers(text: string): ParsedOrderNumbers {
  const tokens = text.split(/[\s,，;；]+/).map((token) => token.trim()).filter(Boolean);
  const seen = new Set<string>();
  const malformed: string[] = [];
  let duplicates = 0;
  for (const token of tokens) {
    if (!ORDER_NO_PATTERN.test(token)) malformed.push(token);
    else if (seen.has(token)) duplicates += 1;
    else seen.add(token);
  }
  return { orderNos: [...seen], malformed, duplicates };
}

/** The check and the retrieval take the same body; the reason is recorded in each order's step. */
export const retrievalBodySchema = z.object({
  orderNos: z.string({ message: 'orderSalvage:errors.incomplete' }).trim().min(1, 'orderSalvage:errors.incomplete'),
  target: z.coerce.number({ message: 'orderSalvage:errors.incomplete' }).int()
    .refine(isRetrievalTarget, 'orderSalvage:errors.target'),
  reason: z.string({ message: 'orderSalvage:errors.incomplete' }).trim().min(1, 'orderSalvage:errors.incomplete')
    .max(RETRIEVAL_REASON_MAX, 'validation.maxLength'),
});
export type RetrievalBody = z.infer<typeof retrievalBodySchema>;

/** The check needs no reason yet. */
export const retrievalCheckSchema = retrievalBodySchema.pick({ orderNos: true, target: true });

/** Why an order cannot be retrieved to the chosen state. */
export type RetrievalRefusal = 'notFound' | 'outOfScope' | 'illegalState' | 'noAuditor';

export interface RetrievalItem {
  orderNo: string;
  orderId: number | null;
  merchantName: string | null;
  customerName: string | null;
  auditorName: string | null;
  /** The order's state when checked, or after the retrieval. */
  status: number | null;
  retrievable: boolean;
  refusal: RetrievalRefusal | null;
}

export interface RetrievalCheck {
  target: RetrievalTarget;
  items: RetrievalItem[];
  retrievable: number;
  duplicates: number;
}

export interface RetrievalResult extends RetrievalCheck {
  retrieved: number;
}
