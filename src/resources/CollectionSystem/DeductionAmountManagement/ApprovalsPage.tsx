/**
 * DeductionAmountManagement (v1) and DeductionAmountManagementNew (v2): one approvals screen per system with two
 * tabs, waivers and delayed-arrival requests; the tab lives in the address bar (?tab=delays) beside the list's state.
 */
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEDUCTION_SCREENS } from '../../../../common/collection/deduction';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { DelayList } from './DelayList';
import { WaiverList } from './WaiverList';

export function ApprovalsPage({ system }: { system: CollectionSystem }) {
  const { t } = useTranslation('deduction');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'delays' ? 'delays' : 'waivers';
  // Each tab's list owns the address bar while shown: switching starts it from its own defaults.
  const switchTo = (next: string) => setParams(next === 'delays' ? { tab: 'delays' } : {});
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(DEDUCTION_SCREENS[system]).labelKey}`)}</ScreenTitle>}>
      <Tabs activeKey={tab} onChange={switchTo} destroyOnHidden items={[
        { key: 'waivers', label: t('tabs.waivers'), children: tab === 'waivers' && <WaiverList system={system} /> },
        { key: 'delays', label: t('tabs.delays'), children: tab === 'delays' && <DelayList system={system} /> },
      ]} />
    </Card>
  );
}
