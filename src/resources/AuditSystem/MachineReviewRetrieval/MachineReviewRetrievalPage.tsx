import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetrievalCheck } from '../../../../common/orders/order-salvage';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { CheckResults } from './CheckResults';
import { RetrievalForm } from './RetrievalForm';
import { RetrievalHistory } from './RetrievalHistory';

/** Machine-review retrieval: order numbers sent back to an earlier state, with a check first and the past retrievals below. */
export function MachineReviewRetrievalPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ result: RetrievalCheck; retrieved: boolean } | null>(null);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={<ScreenTitle>{t(`menu:${screen('AuditSystem/MachineReviewRetrieval').labelKey}`)}</ScreenTitle>}>
        <RetrievalForm check={shown && !shown.retrieved ? shown.result : null}
          onChecked={(result) => setShown(result ? { result, retrieved: false } : null)}
          onRetrieved={(result) => setShown({ result, retrieved: true })} />
        {shown && <CheckResults result={shown.result} retrieved={shown.retrieved} />}
      </Card>
      <Card title={t('orderSalvage:history.title')}>
        <RetrievalHistory />
      </Card>
    </Space>
  );
}
