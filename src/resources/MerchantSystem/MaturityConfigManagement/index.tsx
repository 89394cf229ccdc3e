import { useTranslation } from 'react-i18next';
import { maturityRuleEntity } from '../../../../common/entities/merchant-settings';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../../AfterLoanSystem/settings-columns';

type Row = Record<string, unknown>;

/** How each merchant's due dates are set at disbursement, for one product or all its products. */
export default function MaturityConfigManagement() {
  const { t } = useTranslation();
  return (
    <CrudListPage entity={maturityRuleEntity} nameField="merchantName" columns={{
      merchantId: merchantColumn,
      productId: { render: (_: unknown, row: Row) => String(row.productName ?? t('merchantSettings:allProducts')) },
      remark: remarkColumn,
    }} />
  );
}
