import { PersonnelPage } from '../../../components/collection/allocation/PersonnelPage';

/** CollectionSystemNew/CollectionPersonnelNew: the stage-based system's collectors. */
export default function CollectionPersonnelNew() {
  return <PersonnelPage system="v2" />;
}
