import { Button, Card, Form, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_VARIABLES, smsSegments } from '../../../../common/contact/sample';
import { renderTemplate, unknownVariable } from '../../../../common/contact/template';
import { TEMPLATE_CONTENT_MAX } from '../../../../common/entities/messageTemplate';
import { TextArea } from '../../../components/inputs';
import { useNodeOptions } from './useNodeOptions';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The template's content: the chosen node's variables to insert at the cursor, an unknown variable named as it is
 * typed, and the preview with a sample customer (and how many SMS it takes).
 */
export function ContentInput({ value = '', onChange, id }: Props) {
  const { t } = useTranslation('messageTemplate');
  const form = Form.useFormInstance();
  const nodeId = Form.useWatch('businessNodeId', form) as number | undefined;
  const node = useNodeOptions().find((n) => n.value === nodeId);
  const area = useRef<TextAreaRef>(null);
  const unknown = node ? unknownVariable(value, node.variables) : null;
  const preview = renderTemplate(value, SAMPLE_VARIABLES).text;
  const size = smsSegments(preview);

  const insert = (variable: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const at = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? at;
    onChange?.(`${value.slice(0, at)}{${variable}}${value.slice(end)}`);
    requestAnimationFrame(() => element?.focus());
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <TextArea ref={area} id={id} value={value} onChange={(e) => onChange?.(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }}
        max={TEMPLATE_CONTENT_MAX} data-testid="field-content" />
      {unknown && node && (
        <Typography.Text type="danger" data-testid="unknown-variable">{t('errors.unknownVariable', { variable: unknown, node: node.label })}</Typography.Text>
      )}
      <div>
        <Typography.Text type="secondary">{node ? t('variablesOfNode') : t('chooseNodeFirst')}</Typography.Text>
        {node && node.variables.length === 0 && <Typography.Text type="secondary"> {t('noVariables')}</Typography.Text>}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
          {node?.variables.map((v) => (
            <Button key={v} size="small" onClick={() => insert(v)} aria-label={t('insertVariable', { variable: `{${v}}` })}>{`{${v}}`}</Button>
          ))}
        </div>
      </div>
      <Card size="small" title={t('preview')} data-testid="template-preview" styles={{ body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
        extra={value ? <Typography.Text type="secondary">{t('characters', { count: size.units, segments: size.segments })}</Typography.Text> : null}>
        {value ? preview : <Typography.Text type="secondary">{t('previewEmpty')}</Typography.Text>}
      </Card>
    </Space>
  );
}
