import { useCustom } from '@refinedev/core';
import { Alert, Button, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/layout/ScreenTitle';
import { AreasCard } from './AreasCard';
import { ActivityCard } from './ActivityCard';
import { FiguresCard } from './FiguresCard';
import { ProfileCard } from './ProfileCard';
import type { HomeSummary } from './home.types';

/** Landing page: the figures of the user's work today, who they are, what they may open, their unread messages and recent activity. */
export default function HomePage() {
  const { t } = useTranslation();
  const { query, result } = useCustom<HomeSummary>({ url: 'home/summary', method: 'get' });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !result.data) {
    return <Alert type="error" showIcon message={t('table.loadFailed')} action={<Button onClick={() => query.refetch()}>{t('table.retry')}</Button>} />;
  }
  const summary = result.data;
  return (
    <div className="home" data-testid="home-page">
      <ScreenTitle style={{ marginBottom: 16 }}>{t('home.greeting', { name: summary.profile.realName })}</ScreenTitle>
      <Row gutter={[16, 16]}>
        <Col span={24}><FiguresCard /></Col>
        <Col xs={24} xl={9}><ProfileCard profile={summary.profile} unread={summary.unread} /></Col>
        <Col xs={24} xl={15}><AreasCard /></Col>
        <Col span={24}><ActivityCard activity={summary.activity} /></Col>
      </Row>
    </div>
  );
}
