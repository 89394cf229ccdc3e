import { useTranslation } from 'react-i18next';
import { supermarketRecommendEntity } from '../../../../common/entities/loan-supermarket';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { remarkColumn } from '../../AfterLoanSystem/settings-columns';
import { Tag } from 'antd';

/** LoanSupermarketRecommendProductManagement: which products each VIP level is recommended, in order (open API `supermarket/recommendations`). */
export default function LoanSupermarketRecommendProductManagement() {
  const { t } = useTranslation();
  return (
    <CrudListPage entity={supermarketRecommendEntity} nameField="productName" columns={{
      productEnabled: { render: (value: unknown) => (value ? <Tag color="green">{t('crud.yes')}</Tag> : <Tag color="orange">{t('crud.no')}</Tag>) },
      remark: remarkColumn,
    }} />
  );
}
