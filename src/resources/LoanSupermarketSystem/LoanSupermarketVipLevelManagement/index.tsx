import { supermarketVipLevelEntity } from '../../../../common/entities/loan-supermarket';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { clippedColumn } from '../supermarket-columns';

/** LoanSupermarketVipLevelManagement: levels reached by loans repaid in full, and what each gets (open API `supermarket/vip`). */
export default function LoanSupermarketVipLevelManagement() {
  return <CrudListPage entity={supermarketVipLevelEntity} nameField="levelName" columns={{ benefits: clippedColumn(160) }} />;
}
