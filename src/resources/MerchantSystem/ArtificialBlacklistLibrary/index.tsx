import { useTranslation } from 'react-i18next';
import { artificialBlacklistEntity, blacklistValueProblem } from '../../../../common/entities/merchant-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';

type Row = Record<string, unknown>;

/** Customers blacklisted by hand (phone, ID number, device), for one merchant or all; machine review refuses them. */
export default function ArtificialBlacklistLibrary() {
  const { t } = useTranslation();
  return (
    <CrudListPage entity={artificialBlacklistEntity} nameField="reason" form={{ validate: blacklistValueProblem }} columns={{
      merchantId: { render: (_: unknown, row: Row) => String(row.merchantName ?? t('merchantConfig:allMerchants')) },
      // The API names the value after its subject (phone, idNumber, device) so that masking applies.
      value: { render: (_: unknown, row: Row) => String(row.phone ?? row.idNumber ?? row.device ?? '') },
    }} />
  );
}
