import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listValueProblem, riskListEntity } from '../../../../common/entities/risk-list';
import { normalisePhone } from '../../../../common/validators';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { BatchAddModal } from './BatchAddModal';
import { listColumns } from './list-row';

/** A phone is typed any way people write it (0712…, +254 712…) and stored as 254 and nine digits, as on every screen. */
const withPhone = (values: Record<string, unknown>) => (values.subjectType === 'phone' && typeof values.value === 'string'
  ? { ...values, value: normalisePhone(values.value) ?? values.value } : values);

/** Black, white and grey lists of phones, ID numbers and devices; one by one or pasted in a batch. */
export default function ListManagement() {
  const { t } = useTranslation();
  const can = useOperation();
  const [batch, setBatch] = useState(false);
  return (
    <>
      <CrudListPage entity={riskListEntity} nameField="reason" columns={listColumns(t)} form={{ validate: (values) => listValueProblem(withPhone(values)), toPayload: withPhone }}
        toolbar={can(actionCode(riskListEntity.screen, 'add')) && (
          <Button onClick={() => setBatch(true)} data-testid="batch-add">{t('riskList:batch.button')}</Button>
        )} />
      <BatchAddModal open={batch} onClose={() => setBatch(false)} />
    </>
  );
}
