import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MY_COLLECTION_FILTERS, MY_COLLECTION_SCREENS, type MyCollectionView, type QueueOrder, type QueueRow } from '../../../../common/collection/my-collection';
import { screen } from '../../../../common/routes';
import { CaseDrawer } from '../../../components/collection/case-view';
import { DelayRequestButton } from '../../../components/collection/DelayRequestButton';
import { WaiverApplyButton } from '../../../components/collection/WaiverApplyButton';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { toastInfo } from '../../../providers/toast';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { QueueSummaryStrip } from './QueueSummaryStrip';
import { QUEUE_HIDDEN_FIRST, QUEUE_SORTABLE, useQueueColumns } from './useQueueColumns';

/** Other features' buttons on the case: propose a waiver, ask for a delayed-arrival pause. */
const caseButtons = (caseId: number) => <><WaiverApplyButton caseId={caseId} /><DelayRequestButton caseId={caseId} /></>;

/**
 * The collector's workbench: my open cases in the order I work them, and the case view in a large drawer.
 * The open case is in the address bar (`?case=<id>`) beside the list's page, filters and sort; "Save and next",
 * the quick outcomes and "Next case" open the case after it in the list's own order (the server reads it).
 */
export function MyCollectionPage({ view }: { view: MyCollectionView }) {
  const { t } = useTranslation('myCollection');
  const key = MY_COLLECTION_SCREENS[view];
  const [params, setParams] = useSearchParams();
  const list = useListTable<QueueRow>({ url: 'myCollection/list', params: { view } });
  const columns = useQueueColumns();
  const openId = Number(params.get('case')) || null;
  const openCase = (id: number | null) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (id) next.set('case', String(id));
    else next.delete('case');
    return next;
  });
  const open = list.records.find((r) => r.id === openId);
  const [sorter] = list.sorters;
  const queue = {
    order: { ...list.filter, view, ...(sorter ? { sortField: sorter.field, sortOrder: sorter.order } : {}) } as QueueOrder,
    go: (id: number | null) => {
      if (id === null) toastInfo(t('quick.endOfQueue'));
      openCase(id);
    },
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}>
      <QueueSummaryStrip view={view} bucket={list.searched.bucket as string | undefined}
        onBucket={(bucket) => list.search({ ...list.searched, bucket: bucket ?? '' })} />
      <ListFilterBar defs={MY_COLLECTION_FILTERS} values={list.searched} onSearch={list.search} labels="myCollection:filters" visibleCount={4} />
      <ListTable<QueueRow> rowKey="id" list={list} columns={columns} columnsKey={key} defaultHidden={QUEUE_HIDDEN_FIRST} sortable={QUEUE_SORTABLE}
        rowName={(row) => row.caseNo} data-testid="queue-table"
        actions={(row) => [{ key: 'open', label: t('actions.open'), onClick: () => openCase(row.id), testId: `queue-open-${row.id}` }]} />
      <CaseDrawer caseId={openId} caseNo={open?.caseNo} onClose={() => openCase(null)} extra={caseButtons} queue={queue} />
    </Card>
  );
}
