import { useTranslation } from 'react-i18next';
import { reductionStrategyEntity, strategyProblem } from '../../../../common/collection/reduction';
import { displayLevel } from '../../../../common/collection/statuses';
import { CrudListPage } from '../../../components/crud/CrudListPage';

type Row = Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/** PenaltyInterestReductionStrategiesNew: the limits a collector's waiver proposal is checked against (both systems). */
export default function PenaltyInterestReductionStrategiesNew() {
  const { t } = useTranslation('reductionStrategy');
  const columns = {
    merchantId: { render: (_: unknown, row: Row) => String(row.merchantName ?? t('allMerchants')) },
    levels: { render: (value: unknown) => (list(value).length ? list(value).map(displayLevel).join(', ') : t('allLevels')) },
    components: { render: (value: unknown) => list(value).map((c) => t(`options.components.${c}`)).join(', '), width: 200 },
  };
  return <CrudListPage entity={reductionStrategyEntity} nameField="name" columns={columns} form={{ validate: strategyProblem }} />;
}
