/** MyIncoming: customers who registered or applied after the telemarketer's touch, within the merchant's attribution rules. */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { screen } from '../../../../common/routes';
import { ATTRIBUTION_FILTERS, type IncomingRow, MY_INCOMING_SCREEN } from '../../../../common/telemarketing/dial';
import { INCOMING_COLUMNS } from '../../../../common/telemarketing/dial-columns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';

const LOOKS = { customerName: { width: 180 }, at: { width: 170 } };

export default function MyIncoming() {
  const { t } = useTranslation('telemarketingWork');
  const list = useListTable<IncomingRow>({ url: 'myIncoming/list' });
  const columns = useDeclaredColumns(INCOMING_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(MY_INCOMING_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={ATTRIBUTION_FILTERS} values={list.searched} onSearch={list.search} labels="telemarketingWork:fields" />
      <ListTable<IncomingRow> rowKey="key" list={list} columns={columns} columnsKey={MY_INCOMING_SCREEN} rowName={(row) => row.customerName} data-testid="incoming-table" />
    </Card>
  );
}
