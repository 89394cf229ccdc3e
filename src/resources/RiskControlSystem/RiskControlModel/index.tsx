import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { levelProblem, riskModelEntity, riskModelLevelEntity } from '../../../../common/entities/risk-model';
import { actionCode } from '../../../../common/routes';
import { ChildListDrawer } from '../../../components/crud/ChildListDrawer';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';

type Row = Record<string, unknown> & { id: number };

/** Risk models (one enabled at a time) and, per model, its score-band levels. */
export default function RiskControlModel() {
  const { t } = useTranslation();
  const can = useOperation();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <CrudListPage entity={riskModelEntity} nameField="name"
        rowActions={(row) => [
          { key: 'levels', label: t('riskModel:levels.button'), onClick: () => setOpen(row), testId: 'row-levels' },
        ]} />
      <ChildListDrawer entity={riskModelLevelEntity} parentField="modelId" parentId={open?.id ?? null} nameField="level"
        title={t('riskModel:levels.title', { name: open?.name })} note={t('riskModel:levels.hint')}
        editable={can(actionCode(riskModelEntity.screen, 'update'))} validate={levelProblem}
        onClose={() => setOpen(null)} />
    </>
  );
}
