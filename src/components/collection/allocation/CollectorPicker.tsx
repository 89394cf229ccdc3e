import { useCustom } from '@refinedev/core';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CASE_ALLOCATION_URLS, type CaseScope, type CollectorDept } from '../../../../common/collection/case-list';
import { formatKes } from '../../../../common/money';
import { AvailabilityTag, useAvailability, useAvailabilityWords } from '../../schedule/availability';

interface Props {
  scope: CaseScope;
  value?: number;
  onChange?: (userId: number | undefined) => void;
  /** Only agency seats (OutCollectionList). */
  agencySeats?: boolean;
}

/** Spec 3 "Collection user tree": departments, then collectors with the open cases and amount each holds; unavailable ones disabled. */
export function CollectorPicker({ scope, value, onChange, agencySeats = false }: Props) {
  const { t } = useTranslation('caseAllocation');
  const { result } = useCustom<CollectorDept[]>({ url: CASE_ALLOCATION_URLS.collectors, method: 'get', config: { query: { scope } } });
  const depts = Array.isArray(result.data) ? result.data : [];
  // Today's schedule of everyone listed (issue 34): off shift may still be chosen (the answer warns), on leave is refused.
  const schedule = useAvailability(depts.flatMap((d) => d.collectionUsers.map((u) => u.userId)), !agencySeats);
  const words = useAvailabilityWords();
  const treeData = depts.map((d) => ({
    value: `dept-${d.deptId ?? 0}`, title: d.deptName ?? t('tree.noDept'), search: d.deptName ?? '', selectable: false,
    children: d.collectionUsers.filter((u) => !agencySeats || u.agency).map((u) => {
      const text = t('tree.collector', { name: u.realName, cases: u.openCases, amount: formatKes(u.openAmountCents) })
        + (u.agency ? ` · ${u.agency}` : '') + (u.available ? '' : ` · ${t('tree.unavailable')}`);
      const availability = schedule.of(u.userId);
      return {
        value: u.userId, disabled: !u.available || availability === 'onLeave', search: `${text} ${words(availability)}`,
        title: <span data-testid={`collector-option-${u.userId}`}>{text}<AvailabilityTag availability={availability} day={schedule.day} /></span>,
      };
    }),
  })).filter((d) => d.children.length);
  return (
    <TreeSelect value={value} onChange={(v) => onChange?.(typeof v === 'number' ? v : undefined)} treeData={treeData} treeDefaultExpandAll
      showSearch treeNodeFilterProp="search" placeholder={t('dialog.collectorPlaceholder')} style={{ width: '100%' }}
      data-testid="collector-picker" aria-label={t('dialog.collector')} />
  );
}
