import { productEntity, productProblem } from '../../../../common/entities/product';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../../common/rate';
import { CrudListPage } from '../../../components/crud/CrudListPage';

const merchantColumn = { render: (_: unknown, row: Record<string, unknown>) => String(row.merchantName ?? row.merchantId) };

type LevelRate = { modelLevel: string; dailyInterestBp: number };

/** The product's rate is the base; the levels with risk pricing rows take theirs instead (docs/decisions.md). */
function RateCell({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation('product');
  const levels = (row.levelRates as LevelRate[] | undefined) ?? [];
  return (
    <>
      {formatRate(Number(row.dailyInterestBp))}
      {levels.length > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', maxWidth: 150, whiteSpace: 'normal', fontSize: 12 }} data-testid="product-level-rates">
          {t('hints.replacedByRiskPricing', { levels: levels.map((l) => `${l.modelLevel} ${formatRate(l.dailyInterestBp)}`).join(', ') })}
        </Typography.Text>
      )}
    </>
  );
}
const rateColumn = { render: (_: unknown, row: Record<string, unknown>) => <RateCell row={row} /> };

/** Products: amounts in KES, rates and fees in percent; a product orders use can be disabled but not deleted. */
export default function ProductConfig() {
  return (
    <CrudListPage entity={productEntity} nameField="productCode" columns={{ merchantId: merchantColumn, dailyInterestBp: rateColumn }}
      form={{ width: '50%', validate: productProblem }} />
  );
}
