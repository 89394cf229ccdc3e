import { trafficPersonnelEntity } from '../../../../common/entities/merchant-settings';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../../AfterLoanSystem/settings-columns';

/** Staff who bring merchants traffic: their principal and related merchants, type and working status. */
export default function TrafficPersonnel() {
  return <CrudListPage entity={trafficPersonnelEntity} nameField="realName" columns={{
    merchantId: merchantColumn,
    relatedMerchantIds: { render: (_: unknown, row: Record<string, unknown>) => String(row.relatedMerchantNames || '—') },
    remark: remarkColumn,
  }} />;
}
