/** The case list (page + total in the caller's merchants and the screen's systems), its export, the collector tree and choices. */
import {
  CASE_COLUMNS, CASE_EXPORT_MAX_ROWS, readCaseFilter, systemsOf, type CaseFilterQuery, type CaseScope, type CaseSortField,
  type CollectorDept,
} from '../../../common/collection/case-list';
import { sortOf, type SORT_ORDERS } from '../../../common/list-query';
import { maskPayload } from '../../../common/masking';
import type { SessionUser } from '../../core/access';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { merchantScopeOf } from '../order/order-scope';
import { buildSheet, declaredSheetColumns, fileStamp } from '../refund/money-sheet';
import { collectors, holdings, mayHold } from './allocation.repository';
import { caseWhere, countCases, findCases, levelChoices } from './case-list.repository';

/** Exports need the sensitive permission to export data, as the money lists' do. */
const EXPORT_PERMISSION = 'exportData';

type Sorted = { sortField?: CaseSortField; sortOrder?: (typeof SORT_ORDERS)[number] };

export async function listCases(deps: Deps, session: SessionUser, query: CaseFilterQuery & Sorted & { current: number; size: number }) {
  const filter = readCaseFilter(query);
  const scope = await merchantScopeOf(deps.db, session.userId);
  const where = caseWhere(filter, scope);
  const sort = sortOf(query, 'enteredAt');
  const [records, total] = await Promise.all([
    findCases(deps.db, where, (query.current - 1) * query.size, query.size, sort),
    countCases(deps.db, filter, where, scope),
  ]);
  return { records, total: total.total, totalExact: total.exact, current: query.current, size: query.size };
}

/** The filtered cases as xlsx (masked for masked users), labels in the caller's language; audited. */
export async function exportCases(deps: Deps, session: SessionUser, actor: Actor, query: CaseFilterQuery & Sorted, language: string) {
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('caseAllocation:errors.exportForbidden');
  const filter = readCaseFilter(query);
  const scope = await merchantScopeOf(deps.db, session.userId);
  const where = caseWhere(filter, scope);
  const total = await countCases(deps.db, filter, where, scope);
  if (total.total > CASE_EXPORT_MAX_ROWS) throw validationError('caseAllocation:errors.exportTooMany', { cap: CASE_EXPORT_MAX_ROWS });
  const rows = await findCases(deps.db, where, 0, CASE_EXPORT_MAX_ROWS, sortOf(query, 'enteredAt'));
  await recordAudit(deps.db, actor, { action: 'caseAllocation.export', entity: 'collectionCase', after: { filter: query, rows: rows.length, masked: session.isDesensitization } });
  const content = await buildSheet(translate(language, 'caseAllocation:export.sheet'), declaredSheetColumns(CASE_COLUMNS, language),
    session.isDesensitization ? maskPayload(rows) : rows);
  return { fileName: `cases-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}

/** Spec 3 "Collection user tree": departments, their collectors, and the open cases and amount each holds. */
export async function collectorTree(deps: Deps, scope: CaseScope): Promise<CollectorDept[]> {
  const rows = await collectors(deps.db, systemsOf(scope), deps.now());
  const held = await holdings(deps.db, [...new Set(rows.map((r) => r.userId))]);
  const depts = new Map<string, CollectorDept>();
  const seen = new Map<number, CollectorDept['collectionUsers'][number]>();
  for (const r of rows) {
    const known = seen.get(r.userId);
    if (known) {
      known.systems.push(r.system);
      known.available ||= mayHold(r);
      continue;
    }
    const key = String(r.deptId ?? 0);
    const dept = depts.get(key) ?? { deptId: r.deptId, deptName: r.deptName, collectionUsers: [] };
    depts.set(key, dept);
    const node = {
      userId: r.userId, realName: r.realName, systems: [r.system], groupName: r.groupName, levels: r.levels,
      openCases: held.get(r.userId)?.count ?? 0, openAmountCents: held.get(r.userId)?.cents ?? 0, capacity: r.capacity,
      available: mayHold(r), agency: r.agency,
    };
    seen.set(r.userId, node);
    dept.collectionUsers.push(node);
  }
  return [...depts.values()];
}

/** The collector filter's choices: everyone on the tree. */
export async function collectorOptions(deps: Deps, scope: CaseScope) {
  const tree = await collectorTree(deps, scope);
  return tree.flatMap((d) => d.collectionUsers.map((u) => ({ value: u.userId, label: u.realName })));
}

export const levelOptions = (deps: Deps, scope: CaseScope) => levelChoices(deps.db, systemsOf(scope));
