import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoosableColumn {
  key: string;
  title: ReactNode;
}

interface Props {
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[] | null) => void;
}

/** The column chooser: tick the columns to show; "default columns" forgets the choice. */
export function ColumnChooser({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation('common');
  const shown = columns.map((c) => c.key).filter((k) => !hidden.includes(k));
  const content = (
    <div style={{ maxHeight: 360, overflowY: 'auto', minWidth: 200 }} data-testid="column-chooser">
      <Checkbox.Group value={shown} onChange={(next) => onChange(columns.map((c) => c.key).filter((k) => !next.includes(k)))}>
        <Space direction="vertical" size={4}>
          {columns.map((c) => <Checkbox key={c.key} value={c.key} data-testid={`column-${c.key}`}>{c.title}</Checkbox>)}
        </Space>
      </Checkbox.Group>
      <Divider style={{ margin: '8px 0' }} />
      <Button size="small" onClick={() => onChange(null)} data-testid="column-reset">{t('columns.reset')}</Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('columns.chooserTitle')} content={content}>
      <Button icon={<SettingOutlined />} aria-label={t('columns.choose')} data-testid="column-chooser-button">{t('columns.choose')}</Button>
    </Popover>
  );
}
