import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { BandListPage } from './BandListPage';
import { ConductRulesPage } from './ConductRulesPage';
import { type PolicyView, usePolicyView } from './policy-view';

/** Level bands of days overdue (v1 levels and v2 stages, by system and merchant), and the conduct rules. */
export default function CollectLevelDevisionPolicy() {
  const { t } = useTranslation('collectionPolicy');
  const { view, switchTo } = usePolicyView();
  const tabs = (
    <Segmented<PolicyView> value={view} onChange={switchTo} data-testid="policy-view"
      options={[{ value: 'levels', label: t('tabs.levels') }, { value: 'conduct', label: t('tabs.conduct') }]} />
  );
  return view === 'conduct' ? <ConductRulesPage toolbar={tabs} /> : <BandListPage kind="overdue" toolbar={tabs} />;
}
