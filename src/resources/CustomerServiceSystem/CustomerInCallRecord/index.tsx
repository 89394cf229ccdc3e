import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IN_CALL_COLUMNS, IN_CALL_FILTERS, IN_CALL_HIDDEN_FIRST, IN_CALL_SCREEN, type InCallRow,
} from '../../../../common/customer-service/in-call';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { useCustomer360 } from '../shared/useCustomer360';
import { InCallModal } from './InCallModal';

const LOOKS = { createdAt: { width: 160 }, fullName: { width: 180 }, remark: { width: 200, ellipsis: true } };

/** CustomerInCallRecord: every inbound call, who called, why, and whether it was resolved. */
export default function CustomerInCallRecord() {
  const { t } = useTranslation('customerService');
  const can = useOperation();
  const [adding, setAdding] = useState(false);
  const customer360 = useCustomer360();
  const list = useListTable<InCallRow>({ url: 'inCallRecord/list' });
  const columns = useDeclaredColumns(IN_CALL_COLUMNS, LOOKS);
  const add = can(actionCode(IN_CALL_SCREEN, 'add'))
    ? <Button type="primary" onClick={() => setAdding(true)} data-testid="in-call-add">{t('actions.add')}</Button> : null;
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(IN_CALL_SCREEN).labelKey}`)}</ScreenTitle>} extra={add}>
      <Typography.Paragraph type="secondary">{t('hints.inCall')}</Typography.Paragraph>
      <ListFilterBar defs={IN_CALL_FILTERS} values={list.searched} onSearch={list.search} labels="customerService:fields" />
      <ListTable<InCallRow> rowKey="id" list={list} columns={columns} columnsKey={IN_CALL_SCREEN} defaultHidden={IN_CALL_HIDDEN_FIRST}
        rowName={(row) => row.fullName ?? row.phone} data-testid="in-call-table"
        actions={(row) => customer360.actions(row.customerId, row.fullName)} />
      <InCallModal open={adding} onClose={() => setAdding(false)} />
      {customer360.drawer}
    </Card>
  );
}
