import { inboundOrderConfigEntity } from '../../../../common/entities/inbound-order-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';

export default function InboundOrderConfig() {
  return <CrudListPage entity={inboundOrderConfigEntity} nameField="merchantName" />;
}
