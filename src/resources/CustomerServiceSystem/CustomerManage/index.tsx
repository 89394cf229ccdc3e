import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_COLUMNS, CUSTOMER_FILTERS, CUSTOMER_HIDDEN_FIRST, CUSTOMER_MANAGE_SCREEN, type CustomerRow,
} from '../../../../common/customers/customer-manage';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { CustomerViewDrawer } from './CustomerViewDrawer';

const LOOKS = { customerNo: { width: 150 }, fullName: { width: 180 }, phone: { width: 140 }, idNumber: { width: 120 } };

/**
 * CustomerManage: find a customer by phone, ID, name or order number, then open the customer 360. An address
 * with `?customer=<id>` (the command palette's customer results) opens that customer's 360 at once.
 */
export default function CustomerManage() {
  const { t } = useTranslation('customerManage');
  const [params] = useSearchParams();
  const addressed = Number(params.get('customer')) || null;
  const [open, setOpen] = useState<Pick<CustomerRow, 'id' | 'fullName'> | null>(null);
  // Taken once per address: the list then writes its own parameters into the address, leaving this one out.
  useEffect(() => { if (addressed) setOpen({ id: addressed, fullName: '' }); }, [addressed]);
  const list = useListTable<CustomerRow>({ url: 'customerManage/list' });
  const columns = useDeclaredColumns(CUSTOMER_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(CUSTOMER_MANAGE_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.search')}</Typography.Paragraph>
      <ListFilterBar defs={CUSTOMER_FILTERS} values={list.searched} onSearch={list.search} labels="customerManage:fields" />
      <ListTable<CustomerRow> rowKey="id" list={list} columns={columns} columnsKey={CUSTOMER_MANAGE_SCREEN} defaultHidden={CUSTOMER_HIDDEN_FIRST}
        rowName={(row) => row.fullName} data-testid="customer-table"
        actions={(row) => [{ key: 'open', label: t('actions.open'), onClick: () => setOpen(row), testId: 'customer-open' }]} />
      <CustomerViewDrawer customer={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
