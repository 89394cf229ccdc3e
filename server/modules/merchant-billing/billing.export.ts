/** The billing lists as xlsx: the filtered rows (capped), labels in the caller's language; audited. */
import type { ConsumptionFilter, RechargeFilter } from '../../../common/merchant/billing';
import { ACQUISITION_COLUMNS, CONSUMPTION_COLUMNS, RECHARGE_COLUMNS } from '../../../common/merchant/billing-columns';
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { trafficScopeOf } from '../merchant-settings/traffic-scope';
import { buildSheet, declaredSheetColumns, fileStamp } from '../refund/money-sheet';
import { presentConsumption, presentRecharge } from './billing.service';
import * as consumptionRepo from './consumption.repository';
import * as rechargeRepo from './recharge.repository';
import { actorOf, type Caller } from '../../core/access';

export type BillingSheet = 'recharges' | 'consumptions' | 'acquisitions';
const EXPORT_PERMISSION = 'exportData';

const label = (language: string) => (key: string) => translate(language, `merchantBilling:${key}`);
const COLUMNS = { recharges: RECHARGE_COLUMNS, consumptions: CONSUMPTION_COLUMNS, acquisitions: ACQUISITION_COLUMNS };

export async function exportBilling(deps: Deps, caller: Caller, sheet: BillingSheet, filter: object, language: string) {
  const { session } = caller;
  if (!session.sensitivePerms.has(EXPORT_PERMISSION)) throw forbidden('merchantBilling:errors.exportForbidden');
  const scope = await trafficScopeOf(deps.db, session.userId);
  const tooMany = () => validationError('merchantBilling:errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS });
  let content: Buffer;
  let rows: number;
  if (sheet === 'recharges') {
    const f = filter as RechargeFilter;
    if ((await rechargeRepo.rechargeTotals(deps.db, scope, f)).count > MONEY_EXPORT_MAX_ROWS) throw tooMany();
    const data = (await rechargeRepo.rechargeRows(deps.db, scope, f, MONEY_EXPORT_MAX_ROWS)).map((r) => presentRecharge(r, session));
    content = await buildSheet(label(language)(`export.${sheet}`), declaredSheetColumns(RECHARGE_COLUMNS, language), data);
    rows = data.length;
  } else {
    const f = filter as ConsumptionFilter;
    if ((await consumptionRepo.consumptionTotals(deps.db, scope, f)).count > MONEY_EXPORT_MAX_ROWS) throw tooMany();
    const data = (await consumptionRepo.consumptionRows(deps.db, scope, f, MONEY_EXPORT_MAX_ROWS)).map(presentConsumption);
    content = await buildSheet(label(language)(`export.${sheet}`), declaredSheetColumns(COLUMNS[sheet], language), data);
    rows = data.length;
  }
  await recordAudit(deps.db, actorOf(caller), { action: `merchantBilling.export.${sheet}`, entity: 'merchantBilling', after: { filter, rows } });
  return { fileName: `${sheet}-${fileStamp(deps.now())}.xlsx`, rows, content };
}
