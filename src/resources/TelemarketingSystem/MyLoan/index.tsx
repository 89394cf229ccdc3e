/** MyLoan: loans whose application followed the telemarketer's touch, within the merchant's attribution rules. */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { screen } from '../../../../common/routes';
import { ATTRIBUTION_FILTERS, type AttributedLoanRow, MY_LOAN_SCREEN } from '../../../../common/telemarketing/dial';
import { LOAN_COLUMNS } from '../../../../common/telemarketing/dial-columns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';

const LOOKS = { customerName: { width: 180 }, orderNo: { width: 170 } };

export default function MyLoan() {
  // 'order' holds the order status labels of the status column.
  const { t } = useTranslation(['telemarketingWork', 'order']);
  const list = useListTable<AttributedLoanRow>({ url: 'myLoan/list' });
  const columns = useDeclaredColumns(LOAN_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(MY_LOAN_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={ATTRIBUTION_FILTERS} values={list.searched} onSearch={list.search} labels="telemarketingWork:fields" />
      <ListTable<AttributedLoanRow> rowKey="key" list={list} columns={columns} columnsKey={MY_LOAN_SCREEN} rowName={(row) => row.customerName} data-testid="loan-table" />
    </Card>
  );
}
