import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_COLUMNS, type CustomerFeedbackRow, type FeedbackRow } from '../../../../common/customer-service/feedback';
import { ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';

const SHOWN = new Set(['feedbackNo', 'category', 'content', 'status', 'reply', 'handlerName', 'createdAt']);
const COLUMNS = FEEDBACK_COLUMNS.filter((c) => SHOWN.has(c.key));
const LOOKS = { content: { width: 280 }, reply: { width: 280 }, createdAt: { width: 160 } };

/** All feedback of one customer, newest first, with the replies sent. */
export function FeedbackDrawer({ customer, onClose }: { customer: CustomerFeedbackRow | null; onClose: () => void }) {
  const { t } = useTranslation('customerService');
  const list = useListTable<FeedbackRow>({
    url: 'feedback/list', params: { customerId: customer?.customerId }, syncWithLocation: false, enabled: customer !== null,
  });
  const columns = useDeclaredColumns(COLUMNS, LOOKS);
  return (
    <Drawer open={customer !== null} onClose={onClose} width="70%" destroyOnHidden maskClosable={false} keyboard={false}
      title={customer ? t('titles.customerFeedback', { name: customer.fullName }) : null} data-testid="customer-feedback-drawer">
      {customer && <ListTable<FeedbackRow> rowKey="id" list={list} columns={columns} rowName={(row) => row.feedbackNo} />}
    </Drawer>
  );
}
