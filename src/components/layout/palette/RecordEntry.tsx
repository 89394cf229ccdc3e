/** One record in the palette: what it is called, and the few fields that tell it from its neighbours. */
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import type { RecordResult } from '../../../../common/search/records';
import { formatEatDate } from '../../../../common/time';

/** The namespaces that name the records' states; fetched once the user types in the palette, not at start-up. */
export const STATE_NAMESPACES = ['header', 'order', 'collection', 'user', 'repay', 'refund', 'transfer', 'wallet'];

const stateKey = (r: RecordResult) => {
  if (r.status === null) return null;
  if (r.kind === 'order') return `order:status.${r.status}`;
  if (r.kind === 'case') return `collection:options.status.${r.status}`;
  if (r.kind === 'bill') return `repay:billStatuses.${r.status}`;
  if (r.kind === 'flow') return `repay:flowStatuses.${r.status}`;
  if (r.kind === 'refund') return `refund:options.refundStatus.${r.status}`;
  if (r.kind === 'transfer') return `transfer:options.status.${r.status}`;
  if (r.kind === 'withdrawal') return `wallet:options.status.${r.status}`;
  return `user:options.status.${r.status}`;
};

/** The row's inside: KBarResults measures the row it renders by a ref, so the row itself is a plain div (CommandPalette). */
export function RecordEntry({ record, recent = false }: { record: RecordResult; recent?: boolean }) {
  const { t } = useTranslation(STATE_NAMESPACES, { useSuspense: false });
  const state = stateKey(record);
  // A recent record says what it is, its merchant and when it was last opened.
  const facts = (recent ? [
    t(`header:palette.kindOne.${record.kind}`), record.merchantName, record.at ? t('header:palette.openedOn', { day: formatEatDate(record.at) }) : null,
  ] : [
    record.name, record.phone, record.idNumber,
    state ? t(state) : null,
    record.merchantName,
    record.amountCents !== null ? formatKes(record.amountCents) : null,
    record.at ? formatEatDate(record.at) : null,
  ]).filter((f): f is string => Boolean(f));
  return (
    <>
      <span className="kbar-item-title">{record.title}</span>
      <span className="kbar-item-facts">{facts.join(' · ')}</span>
    </>
  );
}
