import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_STAGES } from '../../../../common/contact/template';

/**
 * The case stage of a template: pick a whole stage (every pre-reminder / every overdue case) or type one level
 * (S2, D-1, Stage3); empty = any case. The server checks the level exists.
 */
export function CaseStageInput({ value, onChange, id }: { value?: string | null; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation('messageTemplate');
  return (
    <AutoComplete id={id} value={value ?? undefined} onChange={(v: string) => onChange?.(v)} allowClear data-testid="template-case-stage"
      placeholder={t('anyStage')} options={TEMPLATE_STAGES.map((stage) => ({ value: stage, label: `${t(`stages.${stage}`)} (${stage})` }))} />
  );
}
