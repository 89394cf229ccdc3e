import { supermarketVipLevelEntity } from '../../../../common/entities/loan-supermarket';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { clippedColumn } from '../supermarket-columns';

/** LoanSupermarketVipLevelManagement: levels reached by loans repaid in full, and what each gets (open API `supermarket/vip`). */
/** The benefits text is in the form and the column chooser; the first view keeps the actions in view at 1280 px. */
const HIDDEN = ['benefits'] as const;

export default function LoanSupermarketVipLevelManagement() {
  return <CrudListPage entity={supermarketVipLevelEntity} nameField="levelName" defaultHidden={HIDDEN} columns={{ benefits: clippedColumn(160) }} />;
}
