import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_OPTIONS, questionOptionsProblem } from '../../../../common/entities/audit-configuration';
import { TextInput } from '../../../components/inputs';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
}

const EMPTY_ROWS = ['', ''];

/** The answer options of a question, one row each; antd's Form.Item passes value and onChange. */
export function OptionsEditor({ value, onChange }: Props) {
  const { t } = useTranslation('auditConfiguration');
  const rows = value?.length ? value : EMPTY_ROWS;
  const problem = value ? questionOptionsProblem(value) : null;
  // An empty row is still being typed; other problems show at once.
  const shown = problem === 'auditConfiguration:errors.optionEmpty' ? null : problem;
  const set = (next: string[]) => onChange?.(next);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="field-options">
      {rows.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an option is a plain string edited in place; its row is its position.
        <Space.Compact key={index} style={{ width: '100%' }}>
          <TextInput value={text} max={QUESTION_OPTIONS.maxLength} placeholder={t('editor.placeholder', { n: index + 1 })}
            onChange={(e) => set(rows.map((r, i) => (i === index ? e.target.value : r)))} data-testid={`option-${index}`} />
          <Button icon={<DeleteOutlined />} disabled={rows.length <= QUESTION_OPTIONS.min} aria-label={t('editor.remove', { n: index + 1 })}
            onClick={() => set(rows.filter((_, i) => i !== index))} data-testid={`option-remove-${index}`} />
        </Space.Compact>
      ))}
      <Button type="dashed" block icon={<PlusOutlined />} disabled={rows.length >= QUESTION_OPTIONS.max}
        onClick={() => set([...rows, ''])} data-testid="option-add">{t('editor.add')}</Button>
      {shown && <Typography.Text type="danger" data-testid="options-problem">{t(shown)}</Typography.Text>}
    </Space>
  );
}
