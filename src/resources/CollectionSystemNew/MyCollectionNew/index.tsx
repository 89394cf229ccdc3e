import { MyCollectionPage } from '../../CollectionSystem/MyCollection/MyCollectionPage';

export default function MyCollectionNew() {
  return <MyCollectionPage view="v2" />;
}
