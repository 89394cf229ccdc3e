import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type EntitySpec } from '../../../common/crud/entity';
import { CrudListPage } from '../../components/crud/CrudListPage';
import { merchantColumn } from './settings-columns';

type Row = Record<string, unknown>;

/** A value with a second, quieter line beneath it. */
function TwoLines({ main, sub }: { main: unknown; sub: unknown }) {
  return (
    <>
      <div>{String(main)}</div>
      {sub ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{String(sub)}</Typography.Text> : null}
    </>
  );
}

/**
 * LoanerManagement and RepaymentAccountManagement: the same list over their own entity. The account name sits
 * under the bank and the branch under the number, so that the enable switch fits at 1280 px.
 */
export function BankAccountList({ entity }: { entity: EntitySpec }) {
  const { t } = useTranslation();
  const both = (a: string, b: string) => `${t(fieldLabelKey(entity, a))} / ${t(fieldLabelKey(entity, b))}`;
  return (
    <CrudListPage entity={entity} nameField="accountNo" columns={{
      merchantId: merchantColumn,
      bankName: { title: both('bankName', 'accountName'), render: (_: unknown, row: Row) => <TwoLines main={row.bankName} sub={row.accountName} /> },
      accountNo: { title: both('accountNo', 'branch'), render: (_: unknown, row: Row) => <TwoLines main={row.accountNo} sub={row.branch} /> },
    }} />
  );
}
