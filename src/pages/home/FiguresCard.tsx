import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Empty, Skeleton, Statistic, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_FIGURE_GROUPS, HOME_FIGURES_URL, type HomeFigure, type HomeFigures } from '../../../common/home-figures';
import { formatKes } from '../../../common/money';
import { figureHref } from './figure-link';

const GROUPS: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 16 };
/** As many tiles a row as fit (four at 1280 px, seven at 1920 px), one width in every group. */
const TILES: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 };

function FigureTile({ figure }: { figure: HomeFigure }) {
  const { t } = useTranslation();
  return (
    <Link to={figureHref(figure)} style={{ display: 'block' }} data-testid={`figure-${figure.key}`}>
      <Card size="small" hoverable>
        <Statistic title={t(`home.figures.labels.${figure.key}`)} value={figure.money ? formatKes(figure.value) : figure.value} />
        {figure.money && <Typography.Text type="secondary">{t('home.figures.records', { count: figure.count })}</Typography.Text>}
      </Card>
    </Link>
  );
}

/** The figures of the user's own work today, grouped by kind of work; each opens the list behind it, filtered. */
export function FiguresCard() {
  const { t } = useTranslation();
  const { query, result } = useCustom<HomeFigures>({ url: HOME_FIGURES_URL, method: 'get' });
  const data = result.data as HomeFigures | undefined;
  const body = () => {
    if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (query.isError || !data) {
      return <Alert type="error" showIcon message={t('table.loadFailed')} action={<Button onClick={() => query.refetch()}>{t('table.retry')}</Button>} />;
    }
    if (data.figures.length === 0) return <Empty description={t('home.figures.none')} />;
    const groups = HOME_FIGURE_GROUPS.filter((group) => data.figures.some((f) => f.group === group));
    return <div style={GROUPS}>{groups.map((group) => (
      <div key={group} data-testid={`figure-group-${group}`}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>{t(`home.figures.groups.${group}`)}</Typography.Title>
        <div style={TILES}>
          {data.figures.filter((f) => f.group === group).map((figure) => <FigureTile key={figure.key} figure={figure} />)}
        </div>
      </div>
    ))}</div>;
  };
  return (
    <Card title={t('home.figures.title')} data-testid="figures-card"
      extra={data && <Typography.Text type="secondary">{t('home.figures.dayNote', { day: data.day })}</Typography.Text>}>
      {body()}
    </Card>
  );
}
