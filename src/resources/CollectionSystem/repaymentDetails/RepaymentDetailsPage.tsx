import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPAYMENT_DETAIL_SCREENS, REPAYMENT_DETAIL_URLS, repaymentDetailFilters, type RepaymentDetailRow,
} from '../../../../common/collection/repayment-details';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { useRepaymentDetailColumns } from './useRepaymentDetailColumns';

/** Repayments on cases of one system, attributed to the collector holding the case then; totals for the filter; export. */
export function RepaymentDetailsPage({ system }: { system: CollectionSystem }) {
  const { t } = useTranslation('repaymentDetails');
  const can = useOperation();
  const key = REPAYMENT_DETAIL_SCREENS[system];
  const params = useMemo(() => ({ system }), [system]);
  const filters = useMemo(() => repaymentDetailFilters(system), [system]);
  const list = useListTable<RepaymentDetailRow>({ url: REPAYMENT_DETAIL_URLS.list, params });
  const summary = useCustom<{ total: number; totalCents: number }>({
    url: REPAYMENT_DETAIL_URLS.summary, method: 'get', config: { query: { ...list.filter, system } },
  });
  const totals = summary.query.data?.data;
  const columns = useRepaymentDetailColumns(system);
  const exporter = useXlsxExport('repaymentDetails', {
    url: REPAYMENT_DETAIL_URLS.export, params: { ...list.filter, system }, total: list.total,
    cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' },
  });

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(key, 'export')) && (
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="repayment-details-export">{t('actions.export')}</Button>
      )}>
      <ListFilterBar defs={filters} values={list.searched} onSearch={list.search} labels="repaymentDetails:fields" />
      {totals && (
        <Typography.Paragraph strong data-testid="repayment-details-totals">
          {t('totals', { count: totals.total, amount: formatKes(totals.totalCents) })}
        </Typography.Paragraph>
      )}
      <ListTable<RepaymentDetailRow> rowKey="id" list={list} columns={columns} columnsKey={key} rowName={(row) => row.caseNo}
        defaultHidden={['agency', 'merchantName']} data-testid="repayment-details-table" />
    </Card>
  );
}
