import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY_MINE_FILTERS, QUALITY_SCREEN } from '../../../../common/quality/quality';
import { QUALITY_MINE_COLUMNS, type QualityReviewRow } from '../../../../common/quality/quality-columns';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { AppealModal } from './AppealModal';
import { qualityCode, QUALITY_URLS } from './quality-api';
import { ReviewModal } from './ReviewModal';

const LOOKS = { id: { width: 80 }, contactAt: { width: 160 }, inspectorName: { width: 160 }, appealDeadline: { width: 160 } };

/** The caller's own findings: each scored review of their contacts, its result, and one appeal within the window. */
export function MineTab() {
  const { t } = useTranslation('quality');
  const can = useOperation();
  const [open, setOpen] = useState<number | null>(null);
  const [appealing, setAppealing] = useState<QualityReviewRow | null>(null);
  const list = useListTable<QualityReviewRow>({ url: QUALITY_URLS.mine });
  const columns = useDeclaredColumns(QUALITY_MINE_COLUMNS, LOOKS);
  const actions = (row: QualityReviewRow): RowAction[] => [
    { key: 'view', label: t('actions.view'), onClick: () => setOpen(row.id), testId: 'quality-mine-view' },
    ...(row.canAppeal && can(qualityCode('appeal')) ? [{ key: 'appeal', label: t('actions.appeal'), onClick: () => setAppealing(row), testId: 'quality-appeal' }] : []),
  ];
  return (
    <>
      <ListFilterBar defs={QUALITY_MINE_FILTERS} values={list.searched} onSearch={list.search} labels="quality:fields" />
      <ListTable<QualityReviewRow> rowKey="id" list={list} columns={columns} columnsKey={`${QUALITY_SCREEN}/mine`}
        rowName={(row) => String(row.id)} actions={actions} data-testid="quality-mine-table" />
      <ReviewModal id={open} onClose={() => setOpen(null)} />
      <AppealModal review={appealing} onClose={() => setAppealing(null)} />
    </>
  );
}
