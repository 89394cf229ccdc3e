import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { loanRoutingEntity } from '../../../../common/entities/loan-routing';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../settings-columns';
import { ProductOfMerchantSelect } from './ProductOfMerchantSelect';

type Row = Record<string, unknown>;

/** Which channel pays each merchant's loans, per product or for all products, with fallbacks by priority. */
export default function LoanRouting() {
  const { t } = useTranslation();
  const productColumn = {
    render: (_: unknown, row: Row) => (row.productCode
      ? <Tooltip title={String(row.productName ?? '')}>{String(row.productCode)}</Tooltip>
      : t('loanRouting:allProducts')),
  };
  return (
    <CrudListPage entity={loanRoutingEntity} nameField="routeName"
      columns={{ merchantId: merchantColumn, productId: productColumn, remark: remarkColumn }}
      form={{ inputs: { productId: <ProductOfMerchantSelect /> } }} />
  );
}
