import { useGetIdentity } from '@refinedev/core';
import { Alert, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import type { UserInfo } from '../../../providers/storage';
import type { DetailAside } from '../OrderDetail/OrderDetailView';
import { ReviewRecord } from '../OrderDetail/sections/ReviewRecordSection';
import { DecisionForm } from './DecisionForm';
import { FollowForm } from './FollowForm';

const SCREEN = 'OrderDetailAudit/OrderAudit';

/** The assigned auditor's desk: call notes and the decision; anyone else, or a decided order, reads only. */
export function ReviewPanel({ detail }: DetailAside) {
  const { t } = useTranslation('orderDetail');
  const can = useOperation();
  const { data: identity } = useGetIdentity<UserInfo>();
  const { order, sections } = detail;
  const [latest] = sections.reviews;
  const underReview = order.status === ORDER_STATUS.pendingReview;
  const assigned = identity !== undefined && order.auditorId === identity.userId;

  let body: React.ReactNode;
  if (!underReview) {
    body = latest ? <ReviewRecord review={latest} compact /> : <Alert type="info" showIcon message={t('review.notUnderReview')} />;
  } else if (!assigned) {
    body = <Alert type="warning" showIcon message={t('errors.notAssignedAuditor')} data-testid="not-assigned" />;
  } else {
    const items = [
      can(actionCode(SCREEN, 'submit')) && { key: 'decision', label: t('review.decisionTab'), children: <DecisionForm detail={detail} /> },
      can(actionCode(SCREEN, 'follow')) && { key: 'follow', label: t('review.followTab'), children: <FollowForm detail={detail} /> },
    ].filter((item) => item !== false);
    body = items.length ? <Tabs size="small" items={items} /> : <Alert type="info" showIcon message={t('review.noActions')} />;
  }
  return <Card size="small" title={t('review.title')} data-testid="review-panel">{body}</Card>;
}
