import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_SCREEN } from '../../../../common/quality/quality';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { useOperation } from '../../../hooks/useOperation';
import { AppealsTab } from './AppealsTab';
import { MineTab } from './MineTab';
import { QueueTab } from './QueueTab';
import { ResultsTab } from './ResultsTab';
import { SettingsTab } from './SettingsTab';
import { qualityCode } from './quality-api';
import { useQualityTab, type QualityTab } from './quality-view';

const code = qualityCode;

/**
 * Quality center: inspectors claim sampled contacts and score them on the scorecard; employees read their own
 * findings and appeal once; a second inspector or supervisor decides the appeal; results over days; settings.
 */
export default function QualityCenter() {
  const { t } = useTranslation('quality');
  const can = useOperation();
  const inspector = can(code('viewAll')) || can(code('claim')) || can(code('decideAppeal'));
  const allowed: QualityTab[] = [
    ...(inspector ? ['queue' as const] : []), 'mine',
    ...(can(code('decideAppeal')) ? ['appeals' as const] : []),
    ...(inspector ? ['results' as const] : []),
    ...(can(code('configure')) ? ['settings' as const] : []),
  ];
  const { tab, switchTo } = useQualityTab(allowed);
  const body: Record<QualityTab, () => React.ReactNode> = {
    queue: () => <QueueTab />, mine: () => <MineTab />, appeals: () => <AppealsTab />, results: () => <ResultsTab />, settings: () => <SettingsTab />,
  };
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(QUALITY_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Tabs activeKey={tab} onChange={(key) => switchTo(key as QualityTab)} destroyOnHidden
        items={allowed.map((key) => ({ key, label: <span data-testid={`quality-tab-${key}`}>{t(`tabs.${key}`)}</span>, children: key === tab ? body[key]() : null }))} />
    </Card>
  );
}
