import { OutCollectionPage } from '../../../components/collection/allocation/OutCollectionPage';

/** CollectionSystem/OutCollectionList: the level-based system's outsourced cases. */
export default function OutCollectionList() {
  return <OutCollectionPage system="v1" />;
}
