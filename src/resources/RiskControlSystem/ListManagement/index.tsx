import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listValueProblem, riskListEntity } from '../../../../common/entities/risk-list';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { BatchAddModal } from './BatchAddModal';
import { listColumns } from './list-row';

/** Black, white and grey lists of phones, ID numbers and devices; one by one or pasted in a batch. */
export default function ListManagement() {
  const { t } = useTranslation();
  const can = useOperation();
  const [batch, setBatch] = useState(false);
  return (
    <>
      <CrudListPage entity={riskListEntity} nameField="reason" columns={listColumns(t)} form={{ validate: listValueProblem }}
        toolbar={can(actionCode(riskListEntity.screen, 'add')) && (
          <Button onClick={() => setBatch(true)} data-testid="batch-add">{t('riskList:batch.button')}</Button>
        )} />
      <BatchAddModal open={batch} onClose={() => setBatch(false)} />
    </>
  );
}
