import { DownOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_ALLOCATION_URLS as URLS, CASE_DEFAULT_HIDDEN, CASE_FILTERS, CASE_SORTABLE, OUT_COLLECTION_FILTER_NAMES, OUT_COLLECTION_SCREENS,
  type CaseActionSummary, type CaseRow,
} from '../../../../common/collection/case-list';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import type { FilteredBatchPreview } from '../../../../common/lists/filtered-batch';
import { formatKes } from '../../../../common/money';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../list';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { CASE_READS } from './CaseActionModal';
import { CaseResultModal } from './CaseResultModal';
import { OutsourceModal, type OutRequest } from './OutsourceModal';
import { useCaseColumns } from './useCaseColumns';

const DEFS = CASE_FILTERS.filter((d) => (OUT_COLLECTION_FILTER_NAMES as readonly string[]).includes(d.name));
const SHOWN_HIDDEN = CASE_DEFAULT_HIDDEN.filter((c) => c !== 'agency');
const DEFAULTS = { outsourced: 'true' };

/** OutCollectionList (-New): cases handed to an external agency, the agency's results, and the end of outsourcing. */
export function OutCollectionPage({ system }: { system: CollectionSystem }) {
  const { t } = useTranslation(['caseAllocation', 'collection', 'common']);
  const key = OUT_COLLECTION_SCREENS[system];
  const can = useOperation();
  const { modal } = App.useApp();
  const may = (action: string) => can(actionCode(key, action));
  const list = useListTable<CaseRow>({ url: URLS.outList, params: { scope: system }, defaults: DEFAULTS });
  const columns = useCaseColumns();
  const [picked, setPicked] = useState<CaseRow[]>([]);
  const [request, setRequest] = useState<OutRequest | null>(null);
  const [summary, setSummary] = useState<CaseActionSummary | null>(null);
  const { post } = usePost({ invalidates: CASE_READS });
  const done = (result: CaseActionSummary | null) => { setRequest(null); setPicked([]); setSummary(result); };
  const open = (rows: CaseRow[]) => rows.filter((r) => r.status === 'collecting');
  const toOutsource = open(picked).filter((r) => !r.agency);
  const toEnd = open(picked).filter((r) => r.agency);
  const end = (rows: CaseRow[]) => modal.confirm({
    title: t('out.end'), content: t('out.endConfirm', { count: rows.length }), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
    onOk: async () => done(await post<CaseActionSummary>(URLS.endOutsource, { system, ids: rows.map((r) => r.id) })),
  });
  /** End outsourcing of every outsourced case of the filter: counted first, the count confirmed. */
  const endFiltered = async () => {
    const preview = await post<FilteredBatchPreview>(URLS.outFilteredPreview, { system, kind: 'outsourceEnd', filter: list.filter }, { invalidates: false });
    if (!preview.count) {
      modal.info({ title: t('out.end'), content: t('out.noneFiltered'), okText: t('common:actions.close') });
      return;
    }
    modal.confirm({
      title: t('out.end'), content: t('out.endFilteredConfirm', { count: preview.count, amount: formatKes(preview.totalCents) }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as never,
      onOk: async () => done(await post<CaseActionSummary>(URLS.outFiltered, { system, kind: 'outsourceEnd', filter: list.filter, expectedCount: preview.count })),
    });
  };
  const filteredItems = [
    ...(may('outsource') ? [{ key: 'outsource', label: t('out.outsource'), 'data-testid': 'out-filtered-outsource' }] : []),
    ...(may('endOutsource') ? [{ key: 'end', label: t('out.end'), danger: true, 'data-testid': 'out-filtered-end' }] : []),
  ];
  const rowActions = (row: CaseRow): RowAction[] => (row.agency && row.status === 'collecting' ? [
    ...(may('recordResult') ? [{ key: 'result', label: t('out.record'), testId: 'row-result', onClick: () => setRequest({ kind: 'result', id: row.id, caseNo: row.caseNo }) }] : []),
    ...(may('endOutsource') ? [{ key: 'end', label: t('out.end'), danger: true, testId: 'row-end', onClick: () => end([row]) }] : []),
  ] : []);

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={DEFS} values={list.searched} onSearch={(f) => { setPicked([]); list.search(f); }} labels="caseAllocation:filters" />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{picked.length ? t('selection.count', { count: picked.length }) : t('out.selectHint')}</Typography.Text>
        {may('outsource') && (
          <Button type="primary" disabled={!toOutsource.length} onClick={() => setRequest({ kind: 'outsource', ids: toOutsource.map((r) => r.id) })} data-testid="out-outsource">
            {t('actions.withCount', { action: t('out.outsource'), count: toOutsource.length })}
          </Button>
        )}
        {may('endOutsource') && (
          <Button danger disabled={!toEnd.length} onClick={() => end(toEnd)} data-testid="out-end">
            {t('actions.withCount', { action: t('out.end'), count: toEnd.length })}
          </Button>
        )}
        {filteredItems.length > 0 && (
          <Dropdown trigger={['click']} disabled={!list.total}
            menu={{ items: filteredItems, onClick: ({ key: k }) => (k === 'outsource' ? setRequest({ kind: 'outsourceFiltered', filter: list.filter }) : void endFiltered()) }}>
            <Button data-testid="out-filtered">{t('actions.filtered')} <DownOutlined /></Button>
          </Dropdown>
        )}
      </Space>
      <ListTable<CaseRow> rowKey="id" list={list} columns={columns} columnsKey={key} defaultHidden={SHOWN_HIDDEN} sortable={CASE_SORTABLE} data-testid="case-table"
        rowName={(row) => row.caseNo} actions={rowActions}
        rowSelection={{ selectedRowKeys: picked.map((r) => r.id), preserveSelectedRowKeys: true, onChange: (_, rows) => setPicked(rows.filter(Boolean)) }} />
      {request && <OutsourceModal key={request.kind === 'outsource' ? request.ids.join() : request.kind === 'result' ? request.id : 'filtered'} system={system} request={request} onClose={() => setRequest(null)} onDone={done} />}
      <CaseResultModal summary={summary} onClose={() => setSummary(null)} />
    </Card>
  );
}
