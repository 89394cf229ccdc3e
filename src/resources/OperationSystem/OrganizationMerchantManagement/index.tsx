import { useTranslation } from 'react-i18next';
import { trafficRuleEntity } from '../../../../common/entities/merchant-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { merchantColumn, remarkColumn } from '../../AfterLoanSystem/settings-columns';
import { applyLimitLabel, registerLimitLabel } from '../limit-codes';
import { trafficRuleConfirmation, trafficToggleTitle } from './traffic-confirmations';

/** Per merchant: the traffic switch (enabled) and the limit codes the intake applies; each change names its effect first. */
export default function OrganizationMerchantManagement() {
  const { t } = useTranslation();
  return (
    <CrudListPage entity={trafficRuleEntity} nameField="merchantName" columns={{
      merchantId: merchantColumn,
      applyLimit: { render: (value: unknown) => applyLimitLabel(t, Number(value)) },
      registerLimit: { render: (value: unknown) => registerLimitLabel(t, Number(value)) },
      remark: remarkColumn,
    }}
    form={{ confirmSave: (values, record) => trafficRuleConfirmation(t, values, record) }}
    describeToggle={(row, enabled) => trafficToggleTitle(t, row, enabled)} />
  );
}
