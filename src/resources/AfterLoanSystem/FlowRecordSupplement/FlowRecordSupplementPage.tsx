import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { SupplementForm } from './SupplementForm';
import { SupplementList } from './SupplementList';

const SCREEN = 'AfterLoanSystem/FlowRecordSupplement';

/** A bank flow missing from our books, written off by hand; the flows supplemented so far below. */
export function FlowRecordSupplementPage() {
  const { t } = useTranslation('writeOff');
  const can = useOperation();
  const [version, setVersion] = useState(0);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(SCREEN).labelKey}`)}</Typography.Title>
      <Card title={t('supplement.title')}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>{t('supplement.hint')}</Typography.Paragraph>
        <SupplementForm canSupplement={can(actionCode(SCREEN, 'supplement'))} onDone={() => setVersion((v) => v + 1)} />
      </Card>
      <Card title={t('supplement.listTitle')}>
        <SupplementList version={version} />
      </Card>
    </Space>
  );
}
