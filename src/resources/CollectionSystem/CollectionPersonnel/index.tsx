import { PersonnelPage } from '../../../components/collection/allocation/PersonnelPage';

/** CollectionSystem/CollectionPersonnel: the level-based system's collectors. */
export default function CollectionPersonnel() {
  return <PersonnelPage system="v1" />;
}
