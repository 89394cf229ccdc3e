import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/AppModal';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

/** Closing a month is final: its records are worked out once more, then frozen. */
export function CloseMonthDialog({ month, onClose }: { month: string | null; onClose: () => void }) {
  const { t } = useTranslation('appraisal');
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting } = usePost();
  useEffect(() => { if (month) renew(); }, [month, renew]);

  const submit = async () => {
    if (!month) return;
    const done = await post<{ records: number }>('employeeDisciplineData/close', { month }, { idempotencyKey: idempotency.key });
    toastSuccess(t('close.done', { count: done.records }));
    onClose();
  };

  return (
    <AppModal open={month !== null} title={t('close.title', { month: month ?? '' })} onCancel={onClose} onOk={submit} confirmLoading={posting}
      okText={t('actions.close')} cancelText={t('common:actions.cancel')} okButtonProps={{ danger: true, 'data-testid': 'close-month-ok' } as never}>
      <Typography.Paragraph>{t('close.content')}</Typography.Paragraph>
    </AppModal>
  );
}
