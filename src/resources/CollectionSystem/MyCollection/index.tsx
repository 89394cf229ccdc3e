import { MyCollectionPage } from './MyCollectionPage';

export default function MyCollection() {
  return <MyCollectionPage view="v1" />;
}
