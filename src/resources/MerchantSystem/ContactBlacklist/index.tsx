import { contactBlacklistEntity } from '../../../../common/entities/merchant-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';

/** Numbers never to be contacted; the contact rules ask isContactBlacklisted before any call or message. */
export default function ContactBlacklist() {
  return <CrudListPage entity={contactBlacklistEntity} nameField="phone" />;
}
