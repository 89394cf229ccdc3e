/** The month's records as xlsx: the list's filter and order within the caller's merchants, capped; audited. */
import { DISCIPLINE_COLUMNS } from '../../../common/appraisal/discipline-columns';
import type { DisciplineRow } from '../../../common/appraisal/discipline';
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import { actorOf, type Caller } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { buildSheet, declaredSheetColumns, fileStamp } from '../refund/money-sheet';
import { disciplineList, type DisciplineListQuery } from './discipline.repository';
import { reachedQuery } from './discipline.service';

export async function exportDiscipline(deps: Deps, caller: Caller, query: DisciplineListQuery, language: string) {
  const { session } = caller;
  const scope = await sessionMerchantScope(deps.db, session);
  const filter = reachedQuery(session, query);
  const { total } = await disciplineList.total(deps.db, scope, filter);
  if (total > MONEY_EXPORT_MAX_ROWS) throw validationError('appraisal:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  const rows = await disciplineList.rows(deps.db, scope, filter, { limit: MONEY_EXPORT_MAX_ROWS });
  await recordAudit(deps.db, actorOf(caller), { action: 'discipline.export', entity: 'disciplineMonth', entityId: query.month, after: { filter: query, rows: rows.length } });
  const content = await buildSheet(translate(language, 'appraisal:export.sheet'), declaredSheetColumns(DISCIPLINE_COLUMNS, language), rows as unknown as DisciplineRow[]);
  return { fileName: `discipline-${query.month}-${fileStamp(deps.now())}.xlsx`, rows: rows.length, content };
}
