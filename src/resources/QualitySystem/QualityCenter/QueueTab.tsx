import { useGetIdentity } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY_QUEUE_COLUMNS, type QualityReviewRow } from '../../../../common/quality/quality-columns';
import { QUALITY_QUEUE_FILTERS, QUALITY_SCREEN } from '../../../../common/quality/quality';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import type { UserInfo } from '../../../providers/storage';
import { toastSuccess } from '../../../providers/toast';
import { qualityCode, QUALITY_URLS } from './quality-api';
import { ReviewModal } from './ReviewModal';
import { SampleModal } from './SampleModal';

const LOOKS = { id: { width: 80 }, employeeName: { width: 150 }, contactAt: { width: 160 }, inspectorName: { width: 160 } };
const claimable = (row: QualityReviewRow) => row.calibrationOf === null && (row.status === 'open' || row.claimExpired);
const calibratable = (row: QualityReviewRow) => row.calibrationOf === null && ['scored', 'appealed', 'decided'].includes(row.status);

/** The review queue: claim the next item or a row, score the claimed one; calibrate a scored one; sample a day again. */
export function QueueTab() {
  const { t } = useTranslation('quality');
  const can = useOperation();
  const { data: me } = useGetIdentity<UserInfo>();
  /** Nobody inspects their own contact, and the inspector who scored a review does not calibrate it (the server refuses both). */
  const own = (row: QualityReviewRow) => row.employeeUserId === me?.userId;
  const { post } = usePost();
  const [open, setOpen] = useState<number | null>(null);
  const [sampling, setSampling] = useState(false);
  const list = useListTable<QualityReviewRow>({ url: QUALITY_URLS.queue });
  const columns = useDeclaredColumns(QUALITY_QUEUE_COLUMNS, LOOKS);

  const claim = async (id?: number) => {
    const claimed = await post<{ id: number }>(QUALITY_URLS.claim, id === undefined ? {} : { id });
    toastSuccess(t('text.claimed', { id: claimed.id }));
    setOpen(claimed.id);
  };
  const release = async (row: QualityReviewRow) => { await post(QUALITY_URLS.release, { id: row.id }); };
  const calibrate = async (row: QualityReviewRow) => {
    const created = await post<{ id: number }>(QUALITY_URLS.calibrate, { id: row.id });
    setOpen(created.id);
  };
  const actions = (row: QualityReviewRow): RowAction[] => [
    ...(row.mine && can(qualityCode('score')) ? [{ key: 'score', label: t('actions.score'), onClick: () => setOpen(row.id), testId: 'quality-score' }] : []),
    ...(!row.mine ? [{ key: 'view', label: t('actions.view'), onClick: () => setOpen(row.id), testId: 'quality-view' }] : []),
    ...(claimable(row) && !own(row) && can(qualityCode('claim')) ? [{ key: 'claim', label: t('actions.claim'), onClick: () => claim(row.id), testId: 'quality-claim' }] : []),
    ...(row.mine && can(qualityCode('claim')) ? [{ key: 'release', label: t('actions.release'), onClick: () => release(row), testId: 'quality-release' }] : []),
    ...(calibratable(row) && !own(row) && row.inspectorUserId !== me?.userId && can(qualityCode('calibrate')) ? [{ key: 'calibrate', label: t('actions.calibrate'), onClick: () => calibrate(row), testId: 'quality-calibrate' }] : []),
  ];
  const toolbar = (
    <Space wrap>
      {can(qualityCode('claim')) && <Button type="primary" onClick={() => claim()} data-testid="quality-claim-next">{t('actions.claimNext')}</Button>}
      {can(qualityCode('sample')) && <Button onClick={() => setSampling(true)} data-testid="quality-sample">{t('actions.sample')}</Button>}
    </Space>
  );

  return (
    <>
      <ListFilterBar defs={QUALITY_QUEUE_FILTERS} values={list.searched} onSearch={list.search} labels="quality:fields" />
      <ListTable<QualityReviewRow> rowKey="id" list={list} columns={columns} columnsKey={`${QUALITY_SCREEN}/queue`}
        rowName={(row) => String(row.id)} actions={actions} toolbar={toolbar} data-testid="quality-queue-table" />
      <ReviewModal id={open} onClose={() => setOpen(null)} />
      <SampleModal open={sampling} onClose={() => setSampling(false)} />
    </>
  );
}
