import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "page n" and "total n records" labels beside the pager; "about n records" when the total is an estimate. */
export function PaginationSummary({ total, page, exact = true }: { total: number; page: number; exact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Space size="middle" data-testid="pagination-summary">
      <Typography.Text>{t('table.page', { current: page, defaultValue: 'Page {{current}}' })}</Typography.Text>
      <Typography.Text>{exact
        ? t('table.total', { total, defaultValue: 'Total {{total}} records' })
        : t('table.totalAbout', { total, defaultValue: 'About {{total}} records' })}</Typography.Text>
    </Space>
  );
}
