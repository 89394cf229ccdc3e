import { riskPricingEntity } from '../../../../common/entities/risk-pricing';
import { CrudListPage } from '../../../components/crud/CrudListPage';

const productColumn = { render: (_: unknown, row: Record<string, unknown>) => `${String(row.productCode ?? '')} ${String(row.productName ?? '')}` };

/** The daily rate and cap of each product at each model level. */
export default function RiskPricingConfiguration() {
  return <CrudListPage entity={riskPricingEntity} nameField="modelLevel" columns={{ productId: productColumn }} />;
}
