import { OutCollectionPage } from '../../../components/collection/allocation/OutCollectionPage';

/** CollectionSystemNew/OutCollectionListNew: the stage-based system's outsourced cases. */
export default function OutCollectionListNew() {
  return <OutCollectionPage system="v2" />;
}
