import { BadDebtPage } from '../../CollectionSystem/BadDebtManagement/BadDebtPage';

/** CollectionSystemNew/BadDebtManagementNew: the bad-debt library of the stage-based system. */
export default function BadDebtManagementNew() {
  return <BadDebtPage system="v2" />;
}
