import { supermarketProductEntity } from '../../../../common/entities/supermarket-product';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { ImageUpload } from '../../../components/upload/ImageUpload';

/** LoanSupermarketProductManagement: partner products the apps list (open API `supermarket/products`). */
export default function LoanSupermarketProductManagement() {
  return <CrudListPage entity={supermarketProductEntity} nameField="productName" form={{ width: '50%', inputs: { logoKey: <ImageUpload /> } }} />;
}
