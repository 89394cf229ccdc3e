import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { riskRuleEntity, riskRuleProblem } from '../../../../common/entities/risk-rule';
import { ruleSetEntity } from '../../../../common/entities/rule-set';
import { actionCode } from '../../../../common/routes';
import { ChildListDrawer } from '../../../components/crud/ChildListDrawer';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { useOperation } from '../../../hooks/useOperation';
import { RuleTestModal } from './RuleTestModal';
import { toRuleSetForm } from './rule-set-form';

type Row = Record<string, unknown> & { id: number };

/** Rule sets (one enabled per merchant), each with its rules editor and a test run over sample facts. */
export default function RuleSet() {
  const { t } = useTranslation();
  const can = useOperation();
  const [rules, setRules] = useState<Row | null>(null);
  const [testing, setTesting] = useState<Row | null>(null);
  const merchantColumn = { render: (_: unknown, row: Row) => String(row.merchantName ?? t('ruleSet:allMerchants')) };
  return (
    <>
      <CrudListPage entity={ruleSetEntity} nameField="name" columns={{ merchantId: merchantColumn }}
        form={{ toInitialValues: toRuleSetForm }}
        rowActions={(row) => [
          { key: 'rules', label: t('ruleSet:rules.button'), onClick: () => setRules(row), testId: 'row-rules' },
          { key: 'test', label: t('ruleSet:test.button'), onClick: () => setTesting(row), testId: 'row-test' },
        ]} />
      <ChildListDrawer entity={riskRuleEntity} parentField="ruleSetId" parentId={rules?.id ?? null} nameField="name"
        title={t('ruleSet:rules.title', { name: rules?.name })} note={t('ruleSet:rules.onlyEnabled')}
        editable={can(actionCode(ruleSetEntity.screen, 'update'))} validate={riskRuleProblem}
        onClose={() => setRules(null)} />
      <RuleTestModal ruleSet={testing} onClose={() => setTesting(null)} />
    </>
  );
}
