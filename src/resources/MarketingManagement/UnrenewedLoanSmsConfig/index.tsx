import { unrenewedLoanSmsEntity } from '../../../../common/marketing/sms-marketing';
import { CrudListPage } from '../../../components/crud/CrudListPage';

type Row = Record<string, unknown>;

/** UnrenewedLoanSmsConfig: per merchant, the template a customer gets N days after settling without borrowing again. */
export default function UnrenewedLoanSmsConfig() {
  return (
    <CrudListPage entity={unrenewedLoanSmsEntity} nameField="merchantName"
      columns={{
        merchantId: { render: (_: unknown, row: Row) => String(row.merchantName ?? '—') },
        templateId: { render: (_: unknown, row: Row) => String(row.templateName ?? '—') },
      }}
      form={{ width: 560 }} />
  );
}
