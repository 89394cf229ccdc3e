import { tmBlacklistEntity } from '../../../../common/entities/tm-blacklist';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** TeleMarketingBlackList: numbers never to call (any typed form is stored as 254…). */
export default function TeleMarketingBlackList() {
  return <CrudListPage entity={tmBlacklistEntity} nameField="phone" />;
}
