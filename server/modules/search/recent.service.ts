/**
 * Recent records and searches of the command palette (issue 35), kept per user across sessions. An opening is
 * stored only as the server's own search found it for this user (the browser names the text and the result, not
 * its contents), so what is kept is what the user was shown: never a phone or an ID number. Read back, each kind
 * needs the codes it needed when found and a record of a merchant must still be within the user's merchants;
 * opening one goes through its screen, which checks again.
 */
import { ORDER_DATA_CODES, viewCode } from '../../../common/routes';
import {
  BILL_SCREEN, CASE_LIST_SCREENS, CASE_WORKBENCH_SCREENS, CUSTOMER_SCREEN, FLOW_SCREEN, RECENT_RECORDS, RECENT_SEARCHES, RECORD_KINDS, REFUND_SCREENS,
  STAFF_SCREEN, TRANSFER_SCREENS, WITHDRAWAL_SCREEN, type RecentAnswer, type RecordKind,
} from '../../../common/search/records';
import { normalisePhone } from '../../../common/validators';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { sessionMerchantScope } from '../../core/merchant-scope';
import * as repo from './recent.repository';
import { ID_NUMBER, searchedText, searchRecords } from './search.service';

/** Any one of these codes lets a user find (and so recall) a kind of record. */
const KIND_CODES: Record<RecordKind, readonly string[]> = {
  order: ORDER_DATA_CODES,
  customer: [viewCode(CUSTOMER_SCREEN)],
  case: [...Object.values(CASE_LIST_SCREENS), ...Object.values(CASE_WORKBENCH_SCREENS)].map(viewCode),
  bill: [viewCode(BILL_SCREEN)],
  flow: [viewCode(FLOW_SCREEN)],
  refund: REFUND_SCREENS.map(viewCode),
  transfer: TRANSFER_SCREENS.map(viewCode),
  withdrawal: [viewCode(WITHDRAWAL_SCREEN)],
  staff: [viewCode(STAFF_SCREEN)],
};

/**
 * A masked user's phone or ID number typed into the palette is not kept as a recent search (it would come back to
 * them plain); the record it found is.
 */
const keptText = (session: SessionUser, text: string) =>
  session.isDesensitization && (normalisePhone(text) !== null || ID_NUMBER.test(text)) ? '' : text;

/** Keeps the opening of result (kind, id) of search `q`; false when this user's search does not find it. */
export async function recordOpened(deps: Deps, session: SessionUser, opened: { q: string; kind: RecordKind; id: number }) {
  const { records } = await searchRecords(deps, session, opened.q);
  const found = records.find((r) => r.kind === opened.kind && r.id === opened.id);
  if (!found) return { kept: false };
  await repo.saveOpening(deps.db, {
    userId: session.userId, kind: found.kind, recordId: found.id, title: found.title, merchantId: found.merchantId,
    merchantName: found.merchantName, path: found.path, searched: keptText(session, searchedText(opened.q)), openedAt: deps.now(),
  });
  return { kept: true };
}

export async function recentFor(deps: Deps, session: SessionUser): Promise<RecentAnswer> {
  const kinds = RECORD_KINDS.filter((kind) => KIND_CODES[kind].some((code) => session.codes.has(code)));
  const rows = await repo.openings(deps.db, session.userId, kinds, await sessionMerchantScope(deps.db, session));
  const searches = [...new Set(rows.map((r) => r.searched).filter(Boolean))].slice(0, RECENT_SEARCHES);
  return {
    records: rows.slice(0, RECENT_RECORDS).map((r) => ({ kind: r.kind as RecordKind, id: r.id, title: r.title, merchantName: r.merchantName, path: r.path, openedAt: r.openedAt.toISOString() })),
    searches,
  };
}
