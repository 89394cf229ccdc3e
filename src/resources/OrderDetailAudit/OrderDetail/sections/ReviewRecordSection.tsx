import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import { formatEat } from '../../../../../common/time';
import { EmptyState } from '../../../../components/table';
import { DictText } from '../DictText';
import type { ReviewRow } from '../order-detail.types';
import { SectionCard } from '../SectionCard';

/** One manual review: the decision, who made it and when, and every answer given. */
export function ReviewRecord({ review, compact = false }: { review: ReviewRow; compact?: boolean }) {
  const { t } = useTranslation('orderDetail');
  const items = [
    { key: 'decision', label: t('fields.decision'), children: <Tag color={review.decision === 'approve' ? 'green' : 'red'}>{t(`review.${review.decision}`)}</Tag> },
    { key: 'auditorName', label: t('fields.auditorName'), children: review.auditorName },
    { key: 'createdAt', label: t('fields.reviewedAt'), children: formatEat(review.createdAt) },
    { key: 'refuseCode', label: t('fields.refuseCode'), children: <DictText dictKey="REFUSE_CODE" value={review.refuseCode} /> },
    { key: 'approvedAmountCents', label: t('fields.approvedAmountCents'), children: review.approvedAmountCents === null ? '—' : formatKes(review.approvedAmountCents) },
    { key: 'remark', label: t('fields.remark'), children: review.remark ?? '—' },
    ...review.answers.map((a) => ({ key: `q${a.questionId}`, label: a.question, children: a.answer, span: compact ? 1 : 2 })),
  ];
  return <Descriptions size="small" bordered column={compact ? 1 : { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} items={items} data-testid={`review-${review.id}`} />;
}

export function ReviewRecordSection({ reviews }: { reviews: ReviewRow[] }) {
  const { t } = useTranslation('orderDetail');
  return (
    <SectionCard name="reviews">
      {reviews.length ? (
        <Space direction="vertical" style={{ width: '100%' }}>{reviews.map((r) => <ReviewRecord key={r.id} review={r} />)}</Space>
      ) : <EmptyState description={t('empty.reviews')} />}
    </SectionCard>
  );
}
