import { useGetIdentity } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY_SCREEN } from '../../../../common/quality/quality';
import { QUALITY_APPEAL_COLUMNS, type QualityReviewRow } from '../../../../common/quality/quality-columns';
import { ListTable, useListTable, type RowAction } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import type { UserInfo } from '../../../providers/storage';
import { DecideModal } from './DecideModal';
import { qualityCode, QUALITY_URLS } from './quality-api';
import { ReviewModal } from './ReviewModal';

const LOOKS = { id: { width: 80 }, employeeName: { width: 150 }, contactAt: { width: 160 }, inspectorName: { width: 160 }, appealedAt: { width: 160 } };
const APPEALED = { status: 'appealed' };

/** The appeals waiting for a decision: the queue's appealed reviews, newest contact first. */
export function AppealsTab() {
  const { t } = useTranslation('quality');
  const can = useOperation();
  const { data: me } = useGetIdentity<UserInfo>();
  const [open, setOpen] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<QualityReviewRow | null>(null);
  const list = useListTable<QualityReviewRow>({ url: QUALITY_URLS.queue, params: APPEALED });
  const columns = useDeclaredColumns(QUALITY_APPEAL_COLUMNS, LOOKS);
  const actions = (row: QualityReviewRow): RowAction[] => [
    { key: 'view', label: t('actions.view'), onClick: () => setOpen(row.id), testId: 'quality-appeal-view' },
    // The inspector who scored it and the employee never decide it (the server refuses them too).
    ...(can(qualityCode('decideAppeal')) && me && row.inspectorUserId !== me.userId && row.employeeUserId !== me.userId ? [{ key: 'decide', label: t('actions.decideAppeal'), onClick: () => setDeciding(row), testId: 'quality-decide' }] : []),
  ];
  return (
    <>
      <ListTable<QualityReviewRow> rowKey="id" list={list} columns={columns} columnsKey={`${QUALITY_SCREEN}/appeals`}
        rowName={(row) => String(row.id)} actions={actions} data-testid="quality-appeals-table" />
      <ReviewModal id={open} onClose={() => setOpen(null)} />
      <DecideModal review={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
