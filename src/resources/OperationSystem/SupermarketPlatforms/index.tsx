import { supermarketPlatformEntity } from '../../../../common/entities/loan-supermarket';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { appColumn, clippedColumn } from '../../LoanSupermarketSystem/supermarket-columns';

/** SupermarketPlatforms: where the supermarket is shown and what each lists (open API `supermarket/platforms/<code>/products`). */
export default function SupermarketPlatforms() {
  return <CrudListPage entity={supermarketPlatformEntity} nameField="platformName" columns={{ appCode: appColumn, productNames: clippedColumn(240) }} />;
}
