import { BadDebtPage } from './BadDebtPage';

/** CollectionSystem/BadDebtManagement: the bad-debt library of the level-based system. */
export default function BadDebtManagement() {
  return <BadDebtPage system="v1" />;
}
