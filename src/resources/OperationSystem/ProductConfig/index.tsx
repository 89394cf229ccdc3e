import { productEntity, productProblem } from '../../../../common/entities/product';
import { CrudListPage } from '../../../components/crud/CrudListPage';

const merchantColumn = { render: (_: unknown, row: Record<string, unknown>) => String(row.merchantName ?? row.merchantId) };

/** Products: amounts in KES, rates and fees in percent; a product orders use can be disabled but not deleted. */
export default function ProductConfig() {
  return (
    <CrudListPage entity={productEntity} nameField="productCode" columns={{ merchantId: merchantColumn }}
      form={{ width: '50%', validate: productProblem }} />
  );
}
