import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "page n" and "total n records" labels beside the pager. */
export function PaginationSummary({ total, page }: { total: number; page: number }) {
  const { t } = useTranslation('common');
  return (
    <Space size="middle" data-testid="pagination-summary">
      <Typography.Text>{t('table.page', { current: page, defaultValue: 'Page {{current}}' })}</Typography.Text>
      <Typography.Text>{t('table.total', { total, defaultValue: 'Total {{total}} records' })}</Typography.Text>
    </Space>
  );
}
