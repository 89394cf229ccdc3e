import { Card, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatEat } from '../../../../common/time';
import type { SaveConfirmation } from '../../../components/crud/EntityModal';

type Row = Record<string, unknown> & { id: number };

/**
 * An announcement reaches every customer of its app: the save first shows it as they will read it, when it
 * shows and until when, and asks (issue 36). An abolished one says it stays hidden.
 */
export function publishConfirmation(t: TFunction, values: Record<string, unknown>, record: Row | null, appName: (code: unknown) => string): SaveConfirmation {
  const name = String(values.title ?? '');
  const app = appName(values.appCode ?? record?.appCode);
  const abolished = record !== null && !record.enabled;
  const start = values.startsAt ? t('appContent:publish.from', { start: formatEat(values.startsAt as string) }) : t('appContent:publish.now');
  const end = values.endsAt ? t('appContent:publish.until', { end: formatEat(values.endsAt as string) }) : t('appContent:publish.untilAbolished');
  return {
    title: t(record ? 'appContent:publish.titleUpdate' : 'appContent:publish.title', { name, app }),
    content: (
      <div data-testid="announcement-preview">
        <Typography.Paragraph>{abolished ? t('appContent:publish.abolishedStays') : `${start} ${end}`}</Typography.Paragraph>
        <Card size="small" title={t('appContent:publish.preview')}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>{name}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{String(values.content ?? '')}</Typography.Paragraph>
        </Card>
      </div>
    ),
  };
}
