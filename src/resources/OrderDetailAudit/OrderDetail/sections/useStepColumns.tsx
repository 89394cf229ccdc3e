import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../../../common/time';
import { DictText } from '../DictText';
import { OrderStatusTag } from '../OrderStatusTag';
import type { StepRow } from '../order-detail.types';

/** Steps no person took carry the name of what took them (the intake, the seed's allocation, the jobs). */
const SYSTEM_ACTORS = new Set(['machine', 'system', 'auto-allocation']);

/** Columns of an audit-step table: when, what, from which state to which, who and why. */
export function useStepColumns(withOrderNo: boolean): ColumnsType<StepRow> {
  const { t } = useTranslation('orderDetail');
  return [
    ...(withOrderNo ? [{ key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo' }] : []),
    { key: 'at', title: t('fields.stepAt'), render: (_, r) => formatEat(r.at) },
    { key: 'action', title: t('fields.stepAction'), render: (_, r) => t(`order:actions.${r.action}`) },
    { key: 'fromStatus', title: t('fields.fromStatus'), render: (_, r) => <OrderStatusTag status={r.fromStatus} /> },
    { key: 'toStatus', title: t('fields.toStatus'), render: (_, r) => <OrderStatusTag status={r.toStatus} /> },
    { key: 'actorName', title: t('fields.actorName'), render: (_, r) => (SYSTEM_ACTORS.has(r.actorName) ? t(`actors.${r.actorName}`) : r.actorName) },
    { key: 'refuseCode', title: t('fields.refuseCode'), render: (_, r) => <DictText dictKey="REFUSE_CODE" value={r.refuseCode} /> },
    { key: 'reason', title: t('fields.reason'), render: (_, r) => r.reason ?? '—' },
  ];
}
