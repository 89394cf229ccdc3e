import { useCustom } from '@refinedev/core';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_URLS } from './quality-api';

interface Pair {
  id: number; contactDay: string; employeeName: string; firstInspector: string; secondInspector: string; firstScore: number; secondScore: number;
  sameOutcome: boolean; scoreGap: number; agreementPct: number | null;
}
interface Calibration { pairs: Pair[]; summary: { pairs: number; agreementPct: number | null; sameOutcomePct: number | null } }

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

/** Calibration over the same days: two inspectors' scores of one contact, and how far their checkpoints agree. */
export function CalibrationTable({ dayFrom, dayTo }: { dayFrom: string; dayTo: string }) {
  const { t } = useTranslation('quality');
  const { query } = useCustom<Calibration>({ url: QUALITY_URLS.calibration, method: 'get', config: { query: { dayFrom, dayTo } } });
  const data = query.data?.data;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>{t('tabs.calibration')}</Typography.Title>
      {data && (
        <Typography.Paragraph type="secondary" data-testid="quality-calibration-summary">
          {data.summary.pairs ? t('text.agreementSummary', { pairs: data.summary.pairs, agreement: pct(data.summary.agreementPct), same: pct(data.summary.sameOutcomePct) }) : t('text.noPairs')}
        </Typography.Paragraph>
      )}
      {data && data.pairs.length > 0 && (
        <Table<Pair> size="small" rowKey="id" dataSource={data.pairs} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: 'max-content' }}
          columns={[
            { key: 'contactDay', title: t('fields.contactDay'), dataIndex: 'contactDay' },
            { key: 'employeeName', title: t('fields.employeeName'), dataIndex: 'employeeName' },
            { key: 'firstInspector', title: t('fields.firstInspector'), dataIndex: 'firstInspector', render: (name: string, p) => `${name} · ${p.firstScore}` },
            { key: 'secondInspector', title: t('fields.secondInspector'), dataIndex: 'secondInspector', render: (name: string, p) => `${name} · ${p.secondScore}` },
            { key: 'scoreGap', title: t('fields.scoreGap'), dataIndex: 'scoreGap', align: 'right' },
            { key: 'sameOutcome', title: t('fields.sameOutcome'), dataIndex: 'sameOutcome', render: (same: boolean) => <Tag color={same ? 'green' : 'orange'}>{t(`options.sameOutcome.${String(same)}`)}</Tag> },
            { key: 'agreementPct', title: t('fields.agreementPct'), dataIndex: 'agreementPct', align: 'right', render: pct },
          ]} />
      )}
    </>
  );
}
