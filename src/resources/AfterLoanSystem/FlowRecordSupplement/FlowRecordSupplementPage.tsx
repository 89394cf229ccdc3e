import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplementedFlowRow } from '../../../../common/money/write-off-lists';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { SupplementForm } from './SupplementForm';
import { SupplementList } from './SupplementList';

const SCREEN = 'AfterLoanSystem/FlowRecordSupplement';

/** A bank flow missing from our books, written off by hand; the flows supplemented so far below. */
export function FlowRecordSupplementPage() {
  const { t } = useTranslation('writeOff');
  const can = useOperation();
  const list = useListTable<SupplementedFlowRow>({ url: 'writeOff/supplements' });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ScreenTitle>{t(`menu:${screen(SCREEN).labelKey}`)}</ScreenTitle>
      <Card title={t('supplement.title')}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>{t('supplement.hint')}</Typography.Paragraph>
        <SupplementForm canSupplement={can(actionCode(SCREEN, 'supplement'))} />
      </Card>
      <Card title={t('supplement.listTitle')}>
        <SupplementList list={list} />
      </Card>
    </Space>
  );
}
