import { useCustom } from '@refinedev/core';
import { Button, Descriptions, Form, Spin, Tag, Typography, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { useOperation } from '../../../hooks/useOperation';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { CheckpointResults } from './CheckpointResults';
import { ContactRecord } from './ContactRecord';
import { qualityCode, QUALITY_URLS } from './quality-api';
import type { QualityReviewDetail } from './review-detail';
import { ScoreForm, type ScoreValues } from './ScoreForm';

/** One review: the contact and its call, then the scoring form (the caller's claim) or the results as scored. */
export function ReviewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('quality');
  const can = useOperation();
  const [form] = Form.useForm<ScoreValues>();
  const { post } = usePost({ invalidates: [ALL_LISTS, QUALITY_URLS.detail] });
  const { query } = useCustom<QualityReviewDetail>({ url: QUALITY_URLS.detail, method: 'get', config: { query: { id } }, queryOptions: { enabled: id !== null } });
  const detail = id !== null && query.data?.data?.review?.id === id ? query.data.data : null;
  const scoring = (detail?.review.mine ?? false) && can(qualityCode('score'));
  useEffect(() => { if (id !== null) form.resetFields(); }, [id, form]);

  const submit = async () => {
    if (!detail) return;
    const values = await form.validateFields();
    const checks = detail.checkpoints.map((c) => ({ checkpointId: c.id, result: values.checks[c.id]!.result!, comment: values.checks[c.id]?.comment?.trim() || null }));
    const scored = await post<{ score: number }>(QUALITY_URLS.score, { id: detail.review.id, checks, comment: values.comment?.trim() || null });
    toastSuccess(t('text.scored', { score: scored.score }));
  };

  const r = detail?.review;
  return (
    <AppModal open={id !== null} width={880} onCancel={onClose} title={r ? t('text.reviewTitle', { id: r.id, name: r.employeeName }) : ''}
      {...(scoring
        ? { okText: t('actions.submitScore'), cancelText: t('actions.close'), onOk: submit, okButtonProps: { 'data-testid': 'quality-score-submit' } as ButtonProps }
        : { footer: <Button onClick={onClose} data-testid="quality-review-close">{t('actions.close')}</Button> })}>
      {!detail || !r ? <Spin /> : (
        <div data-testid="quality-review">
          <Descriptions size="small" column={3} items={[
            { key: 'employee', label: t('fields.employee'), children: r.employeeName },
            { key: 'team', label: t('fields.team'), children: r.team ?? '—' },
            { key: 'source', label: t('fields.source'), children: `${t(`options.source.${r.source}`)} · ${t(`options.reason.${r.reason}`)}` },
            { key: 'status', label: t('fields.status'), children: <span data-testid="quality-review-status">{t(`options.status.${r.status}`)}</span> },
            { key: 'inspector', label: t('fields.inspectorName'), children: r.inspectorName ?? r.claimedByName ?? '—' },
            { key: 'scorecard', label: t('fields.name'), children: detail.scorecard ? `${detail.scorecard.name} (${t('fields.passMark')} ${detail.scorecard.passMark})` : '—' },
            ...(r.score !== null ? [{
              key: 'score', label: t('fields.score'),
              children: <span data-testid="quality-review-score">{r.score} <Tag color={r.passed ? 'green' : 'red'}>{t(`options.passed.${String(r.passed)}`)}</Tag>{r.majorViolation && <Tag color="volcano">{t('fields.majorViolation')}</Tag>}</span>,
            }, { key: 'scoredAt', label: t('fields.scoredAt'), children: formatEat(r.scoredAt) }] : []),
            ...(r.appealDeadline ? [{ key: 'appealDeadline', label: t('fields.appealDeadline'), children: formatEat(r.appealDeadline) }] : []),
          ]} />
          {r.comment && <Typography.Paragraph><Typography.Text type="secondary">{t('fields.comment')}: </Typography.Text>{r.comment}</Typography.Paragraph>}
          {r.appealReason && <Typography.Paragraph><Typography.Text type="secondary">{t('fields.appealReason')}: </Typography.Text>{r.appealReason}</Typography.Paragraph>}
          {r.appealComment && <Typography.Paragraph><Typography.Text type="secondary">{t('fields.appealComment')} ({r.appealDecidedByName}): </Typography.Text>{r.appealComment}</Typography.Paragraph>}
          <ContactRecord detail={detail} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('fields.checkpoints')}</Typography.Title>
          {scoring
            ? <ScoreForm form={form} checkpoints={detail.checkpoints} passMark={detail.scorecard?.passMark ?? 80} />
            : <CheckpointResults checkpoints={detail.checkpoints} />}
        </div>
      )}
    </AppModal>
  );
}
