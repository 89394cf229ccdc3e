/**
 * Our books against a channel statement, line by line. A payout is keyed by our reference, a collection by
 * the channel's receipt code. Only settled money is compared: what is pending on either side is counted and
 * left for a later run; what failed on both sides moved no money and is not listed.
 */
import type { ReconciliationCounts, ReconciliationDirection, ReconciliationItemRow, ReconciliationOutcome } from '../../../common/money/reconciliation';
import type { StatementLine } from '../../integrations/payments/payment-channel.adapter';

export type Settlement = 'success' | 'failed' | 'pending';

/** One of our payouts or collections at the channel. */
export interface BookEntry {
  direction: ReconciliationDirection;
  /** Our payout reference, or the repayment flow number of a collection. */
  reference: string;
  thirdPartyCode: string | null;
  amountCents: number;
  state: Settlement;
  orderId: number | null;
}

/** An item as matched, before it is stored and named by its order number. */
export type ItemDraft = Omit<ReconciliationItemRow, 'id' | 'orderNo'>;

export interface MatchResult extends ReconciliationCounts {
  items: ItemDraft[];
  oursCents: number;
  theirsCents: number;
  pending: number;
}

/** Problems first, so the top of the list is what needs work. */
const OUTCOME_ORDER: readonly ReconciliationOutcome[] = ['missingInChannel', 'missingInBooks', 'amountDiffers', 'matched'];

export const bookKey = (e: Pick<BookEntry, 'direction' | 'reference' | 'thirdPartyCode'>) =>
  (e.direction === 'payout' ? `payout:${e.reference}` : `collection:${e.thirdPartyCode}`);
export const lineKey = (l: StatementLine) => (l.direction === 'payout' ? `payout:${l.reference}` : `collection:${l.thirdPartyCode}`);

function outcomeOf(ours: BookEntry | undefined, theirs: StatementLine | undefined): ReconciliationOutcome | 'pending' | null {
  if (ours?.state === 'pending' || theirs?.status === 'pending') return 'pending';
  const oursPaid = ours?.state === 'success';
  const theirsPaid = theirs?.status === 'success';
  if (oursPaid && theirsPaid) return ours.amountCents === theirs.amountCents ? 'matched' : 'amountDiffers';
  if (oursPaid) return 'missingInChannel';
  if (theirsPaid) return 'missingInBooks';
  return null;
}

/**
 * @param ours our entries of the day and those the statement names
 * @param orderOfCollection order ids of collection references that are order numbers (paybill account = order no)
 */
export function reconcile(ours: readonly BookEntry[], statement: readonly StatementLine[], orderOfCollection: ReadonlyMap<string, number> = new Map()): MatchResult {
  const booksByKey = new Map(ours.map((e) => [bookKey(e), e]));
  const linesByKey = new Map<string, StatementLine>();
  const extraLines: StatementLine[] = [];
  for (const line of statement) {
    if (linesByKey.has(lineKey(line))) extraLines.push(line);
    else linesByKey.set(lineKey(line), line);
  }
  const result: MatchResult = { items: [], matched: 0, missingInChannel: 0, missingInBooks: 0, amountDiffers: 0, oursCents: 0, theirsCents: 0, pending: 0 };

  const add = (ours: BookEntry | undefined, theirs: StatementLine | undefined) => {
    const outcome = outcomeOf(ours, theirs);
    if (outcome === 'pending') result.pending += 1;
    if (outcome === 'pending' || outcome === null) return;
    const direction = (ours?.direction ?? theirs?.direction)!;
    const oursCents = ours?.state === 'success' ? ours.amountCents : null;
    const theirsCents = theirs?.status === 'success' ? theirs.amountCents : null;
    const collectionOrder = theirs && direction === 'collection' ? orderOfCollection.get(theirs.reference) ?? null : null;
    result[outcome] += 1;
    result.oursCents += oursCents ?? 0;
    result.theirsCents += theirsCents ?? 0;
    result.items.push({
      outcome, direction, oursCents, theirsCents,
      // A collection not in our books keeps no payer reference (it may be a phone): its receipt code identifies it.
      reference: ours?.reference ?? (direction === 'payout' ? theirs!.reference : null),
      thirdPartyCode: theirs?.thirdPartyCode ?? ours?.thirdPartyCode ?? null,
      orderId: ours?.orderId ?? collectionOrder,
    });
  };

  for (const [key, line] of linesByKey) add(booksByKey.get(key), line);
  for (const [key, entry] of booksByKey) if (!linesByKey.has(key)) add(entry, undefined);
  // A second statement line under one key is money we cannot place.
  for (const line of extraLines) add(undefined, line);

  result.items.sort((a, b) => OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome)
    || (a.reference ?? a.thirdPartyCode ?? '').localeCompare(b.reference ?? b.thirdPartyCode ?? ''));
  return result;
}
