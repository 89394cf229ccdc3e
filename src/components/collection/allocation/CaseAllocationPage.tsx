import { DownloadOutlined, DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_ACTIONS, CASE_ALLOCATION_SCREENS, CASE_ALLOCATION_URLS as URLS, CASE_DEFAULT_HIDDEN, CASE_EXPORT_MAX_ROWS, CASE_FILTERS,
  CASE_SORTABLE, codeOfAction, type CaseAction, type CaseActionSummary, type CaseRow, type CaseScope,
} from '../../../../common/collection/case-list';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../files/useXlsxExport';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../list';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { CaseActionModal, CASE_READS, type CaseRequest } from './CaseActionModal';
import { CaseResultModal } from './CaseResultModal';
import { useCaseColumns } from './useCaseColumns';

type Picked = { id: number; collectorUserId: number | null };
/** Buttons of their own; the other selection actions sit under "More". */
const INLINE: readonly CaseAction[] = ['allocate', 'reallocate', 'undo'];

/** Which actions a case can take now (the server checks again, per item). */
function fits(action: CaseAction, row: Pick<CaseRow, 'collectorUserId' | 'status' | 'agency'>): boolean {
  if (row.status === 'closed') return false;
  if (action === 'retain') return row.status === 'collecting';
  if (action === 'cancelRetain') return row.status === 'retained';
  if (row.status === 'retained' || row.agency) return false;
  if (action === 'allocate') return row.collectorUserId === null;
  if (action === 'undo') return true;
  return row.collectorUserId !== null;
}

/** CaseAllocation (v1), CaseAllocationNew (v2), CaseAllocationMerge (both): cases to collectors, by hand or automatically. */
export function CaseAllocationPage({ scope }: { scope: CaseScope }) {
  const { t } = useTranslation(['caseAllocation', 'collection', 'common']);
  const key = CASE_ALLOCATION_SCREENS[scope];
  const can = useOperation();
  const { modal } = App.useApp();
  const may = (action: CaseAction | 'autoAllocate' | 'export') => can(actionCode(key, action === 'autoAllocate' || action === 'export' ? action : codeOfAction(action)));
  const list = useListTable<CaseRow>({ url: URLS.list, params: { scope } });
  const columns = useCaseColumns();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [request, setRequest] = useState<CaseRequest | null>(null);
  const [summary, setSummary] = useState<CaseActionSummary | null>(null);
  const { post, posting } = usePost({ invalidates: CASE_READS });
  const exporter = useXlsxExport('caseAllocation', { url: URLS.export, params: { ...list.filter, scope }, total: list.total, cap: { rows: CASE_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' } });
  const defs = CASE_FILTERS.filter((d) => d.name !== 'outsourced' && (scope === 'both' || d.name !== 'system'));
  const allowed = CASE_ACTIONS.filter((a) => may(a));
  const finished = (done: CaseActionSummary) => { setRequest(null); setPicked([]); setSummary(done); };
  const selectedFor = (action: CaseAction) => picked.filter((p) => {
    const row = list.records.find((r) => r.id === p.id);
    return !row || fits(action, row);
  });
  const autoAllocate = () => modal.confirm({
    title: t('actions.autoAllocate'), content: t('confirm.auto'), okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
    okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const result = await post<{ allocated: number; left: number }>(URLS.autoAllocate, { scope });
      modal.info({ title: t('actions.autoAllocate'), content: t('result.auto', result), okText: t('common:actions.close') });
    },
  });
  const rowActions = (row: CaseRow): RowAction[] => allowed.filter((a) => fits(a, row)).map((action) => ({
    key: action, label: t(`actions.${action}`), testId: `row-${action}`, danger: action === 'recall',
    onClick: () => setRequest({ kind: 'selected', action, items: [{ id: row.id, collectorUserId: row.collectorUserId }] }),
  }));

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space>
          {may('export') && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="case-export">{t('actions.export')}</Button>}
          {may('autoAllocate') && <Button icon={<ThunderboltOutlined />} loading={posting} onClick={autoAllocate} data-testid="auto-allocate">{t('actions.autoAllocate')}</Button>}
        </Space>
      )}>
      <ListFilterBar defs={defs} values={list.searched} onSearch={(f) => { setPicked([]); list.search(f); }} labels="caseAllocation:filters" />
      <Space wrap style={{ marginBottom: 12 }} data-testid="case-toolbar">
        <Typography.Text type="secondary" data-testid="case-selection">{picked.length ? t('selection.count', { count: picked.length }) : t('selection.none')}</Typography.Text>
        {allowed.filter((a) => INLINE.includes(a)).map((action) => {
          const items = selectedFor(action);
          return (
            <Button key={action} disabled={!items.length} type={action === 'allocate' ? 'primary' : 'default'} data-testid={`selected-${action}`}
              onClick={() => setRequest({ kind: 'selected', action, items })}>
              {t('actions.withCount', { action: t(`actions.${action}`), count: items.length })}
            </Button>
          );
        })}
        {allowed.some((a) => !INLINE.includes(a)) && (
          <Dropdown trigger={['click']} disabled={!picked.length}
            menu={{ items: allowed.filter((a) => !INLINE.includes(a)).map((action) => ({
              key: action, disabled: !selectedFor(action).length, 'data-testid': `selected-${action}`,
              label: t('actions.withCount', { action: t(`actions.${action}`), count: selectedFor(action).length }),
            })), onClick: ({ key: action }) => setRequest({ kind: 'selected', action: action as CaseAction, items: selectedFor(action as CaseAction) }) }}>
            <Button data-testid="selected-more">{t('actions.more')} <DownOutlined /></Button>
          </Dropdown>
        )}
        {allowed.length > 0 && (
          <Dropdown trigger={['click']} disabled={!list.total}
            menu={{ items: allowed.map((action) => ({ key: action, label: t(`actions.${action}`), 'data-testid': `filtered-${action}` })),
              onClick: ({ key: action }) => setRequest({ kind: 'filtered', action: action as CaseAction, filter: list.filter }) }}>
            <Button data-testid="filtered-actions">{t('actions.filtered')} <DownOutlined /></Button>
          </Dropdown>
        )}
      </Space>
      <ListTable<CaseRow> rowKey="id" list={list} columns={columns} columnsKey={key} defaultHidden={CASE_DEFAULT_HIDDEN}
        sortable={CASE_SORTABLE} rowName={(row) => row.caseNo} actions={allowed.length ? rowActions : undefined} data-testid="case-table"
        rowSelection={allowed.length ? {
          selectedRowKeys: picked.map((p) => p.id), preserveSelectedRowKeys: true,
          onChange: (_, rows) => setPicked(rows.filter(Boolean).map((r) => ({ id: r.id, collectorUserId: r.collectorUserId }))),
        } : undefined} />
      <CaseActionModal scope={scope} request={request} onClose={() => setRequest(null)} onDone={finished} />
      <CaseResultModal summary={summary} onClose={() => setSummary(null)} />
    </Card>
  );
}
