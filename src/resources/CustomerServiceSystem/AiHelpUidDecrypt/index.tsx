import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AI_HELP_SCREEN, type AiHelpDecodeRow } from '../../../../common/customer-service/ai-help';
import { screen } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable } from '../../../components/list';
import { DecodeForm } from './DecodeForm';
import { KeyCard } from './KeyCard';

/** AiHelpUidDecrypt: the help widget's key (set, never shown) and the decode of a help-session uid to its customer. */
export default function AiHelpUidDecrypt() {
  const { t } = useTranslation('customerService');
  const list = useListTable<AiHelpDecodeRow>({ url: 'aiHelp/decodes' });
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(AI_HELP_SCREEN).labelKey}`)}</ScreenTitle>}>
      <KeyCard />
      <DecodeForm />
      <ListTable<AiHelpDecodeRow> rowKey="id" list={list} rowName={(row) => row.uidPrefix} data-testid="ai-help-decodes"
        toolbar={<strong>{t('titles.decodes')}</strong>} columns={[
          { key: 'createdAt', title: t('fields.decodedAt'), render: (_, r) => formatEat(r.createdAt), width: 170 },
          { key: 'userName', title: t('fields.userName'), dataIndex: 'userName' },
          { key: 'uidPrefix', title: t('fields.uidPrefix'), render: (_, r) => `${r.uidPrefix}…` },
          { key: 'outcome', title: t('fields.outcome'), render: (_, r) => t(`options.outcome.${r.outcome}`) },
          { key: 'customer', title: t('fields.fullName'), render: (_, r) => (r.fullName ? `${r.fullName} · ${r.customerNo}` : '—') },
        ]} />
    </Card>
  );
}
