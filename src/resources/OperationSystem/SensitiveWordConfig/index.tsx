import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitWords } from '../../../../common/contact/template';
import { SENSITIVE_WORDS_MAX, sensitiveWordEntity } from '../../../../common/entities/sensitiveWord';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { TextArea } from '../../../components/inputs';

/** SensitiveWordConfig: comma-separated word lists; a template or message holding one of their words is refused. */
export default function SensitiveWordConfig() {
  const { t } = useTranslation('sensitiveWord');
  return (
    <CrudListPage entity={sensitiveWordEntity} nameField="name"
      columns={{
        name: { width: 200 },
        words: {
          width: 380, ellipsis: false,
          render: (words: string) => (
            <div>
              <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: words }}>{words}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('wordCount', { count: splitWords(words ?? '').length })}</Typography.Text>
            </div>
          ),
        },
      }}
      form={{
        width: 640,
        inputs: { words: <TextArea autoSize={{ minRows: 4, maxRows: 10 }} max={SENSITIVE_WORDS_MAX} data-testid="field-words" /> },
      }} />
  );
}
