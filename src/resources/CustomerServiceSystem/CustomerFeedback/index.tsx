import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_FEEDBACK_COLUMNS, CUSTOMER_FEEDBACK_FILTERS, CUSTOMER_FEEDBACK_HIDDEN_FIRST, CUSTOMER_FEEDBACK_SCREEN, type CustomerFeedbackRow,
} from '../../../../common/customer-service/feedback';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useCustomer360 } from '../shared/useCustomer360';
import { FeedbackDrawer } from './FeedbackDrawer';

const LOOKS = { customerNo: { width: 150 }, fullName: { width: 160 }, lastAt: { width: 160 } };

/** CustomerFeedback: the customers who sent feedback, how much and how much is still open; each one's feedback in a drawer. */
export default function CustomerFeedback() {
  const { t } = useTranslation('customerService');
  const [open, setOpen] = useState<CustomerFeedbackRow | null>(null);
  const customer360 = useCustomer360();
  const list = useListTable<CustomerFeedbackRow>({ url: 'customerFeedback/list' });
  const columns = useDeclaredColumns(CUSTOMER_FEEDBACK_COLUMNS, LOOKS);
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(CUSTOMER_FEEDBACK_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.customerFeedback')}</Typography.Paragraph>
      <ListFilterBar defs={CUSTOMER_FEEDBACK_FILTERS} values={list.searched} onSearch={list.search} labels="customerService:fields" />
      <ListTable<CustomerFeedbackRow> rowKey="customerId" list={list} columns={columns} columnsKey={CUSTOMER_FEEDBACK_SCREEN} defaultHidden={CUSTOMER_FEEDBACK_HIDDEN_FIRST}
        rowName={(row) => row.fullName} data-testid="customer-feedback-table"
        actions={(row) => [
          { key: 'feedback', label: t('actions.feedback'), onClick: () => setOpen(row), testId: 'customer-feedback-open' },
          ...customer360.actions(row.customerId, row.fullName),
        ]} />
      <FeedbackDrawer customer={open} onClose={() => setOpen(null)} />
      {customer360.drawer}
    </Card>
  );
}
