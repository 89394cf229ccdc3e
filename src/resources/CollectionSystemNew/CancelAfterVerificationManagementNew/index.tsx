import { CancelAfterVerificationManagementPage } from '../../CollectionSystem/CancelAfterVerificationManagement/CancelAfterVerificationManagementPage';

/** CollectionSystemNew's entry of the write-off (bank-flow) import: the same import and batches, under this group's codes. */
export default function CancelAfterVerificationManagementNew() {
  return <CancelAfterVerificationManagementPage screenKey="CollectionSystemNew/CancelAfterVerificationManagementNew" />;
}
