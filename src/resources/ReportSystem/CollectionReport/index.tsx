/**
 * ReportSystem/CollectionReport: what a collection manager reads each morning (docs/reports.md) — cases entering
 * collection and moving between levels per EAT day, week or month, money collected, the roll-rate matrix, cure
 * and recovery by level, merchant, collector group and collector, promises, contacts by channel, agencies and
 * bad debt; charts with tables of the same figures, counts that open their lists, the export.
 */
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_REPORT_FILTERS, COLLECTION_REPORT_SCREEN, COLLECTION_REPORT_URLS, type CollectionReportAnswer,
} from '../../../../common/reports/collection-report';
import { formatEat } from '../../../../common/time';
import { ChartHeading, ReportScreen } from '../../../components/report/ReportScreen';
import { PeriodChart } from './PeriodChart';
import { RollRate } from './RollRate';
import { ContactTable, CureTabs, FlowTable, PeriodTable, PromiseTable, RecoveryFigures } from './Tables';

export default function CollectionReport() {
  const { t } = useTranslation('collectionReport');
  return (
    <ReportScreen<CollectionReportAnswer> screenKey={COLLECTION_REPORT_SCREEN} ns="collectionReport" urls={COLLECTION_REPORT_URLS}
      filters={COLLECTION_REPORT_FILTERS} testId="collection-report" status={(report) => `${t('read', { time: formatEat(report.readAt) })} ${t('system', { system: t(`collection:options.system.${report.system}`) })}`}>
      {(report, filter) => (
        <>
          <div>
            <ChartHeading title={t('chart.title')} hint={t('chart.hint')} />
            <PeriodChart report={report} filter={filter} />
          </div>
          <PeriodTable report={report} filter={filter} />
          <FlowTable report={report} filter={filter} />
          <RollRate report={report} />
          <CureTabs report={report} filter={filter} />
          <PromiseTable report={report} filter={filter} />
          <ContactTable report={report} filter={filter} />
          <RecoveryFigures report={report} filter={filter} />
        </>
      )}
    </ReportScreen>
  );
}
