import { MyCollectionPage } from '../../CollectionSystem/MyCollection/MyCollectionPage';

export default function CollectionMerge() {
  return <MyCollectionPage view="merge" />;
}
