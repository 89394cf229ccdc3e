import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONDUCT_ACTION, CONDUCT_DEFAULTS, CONDUCT_URLS, conductProblem, conductRulesEntity } from '../../../../common/collection/policies-conduct';
import { POLICY_SCREENS } from '../../../../common/collection/policies';
import { actionCode, screen } from '../../../../common/routes';
import { EntityModal } from '../../../components/crud/EntityModal';
import { useCrudActions } from '../../../components/crud/useCrudActions';
import { useEntityColumns } from '../../../components/crud/useEntityColumns';
import { useRecordHistory } from '../../../components/history';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable, type RowAction } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';

type Row = Record<string, unknown> & { id: number };

/** The conduct rules (contact hours, daily attempt cap, emergency contacts, pause) per merchant, under their own operation code. */
export function ConductRulesPage({ toolbar }: { toolbar: ReactNode }) {
  const { t } = useTranslation('collectionPolicy');
  const can = useOperation();
  const mayEdit = can(actionCode(POLICY_SCREENS.overdue, CONDUCT_ACTION));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = useListTable<Row>({ url: CONDUCT_URLS.list, syncWithLocation: false });
  const { remove } = useCrudActions(conductRulesEntity);
  const history = useRecordHistory(conductRulesEntity);
  const name = (row: Row) => (row.merchantName ? String(row.merchantName) : t('defaultMerchant'));
  const columns = useEntityColumns<Row>(conductRulesEntity, { merchantId: { render: (_: unknown, row: Row) => name(row) } });
  const actions = (row: Row): RowAction[] => (mayEdit ? [
    { key: 'edit', label: t('common:crud.edit'), onClick: () => setEditing(row), testId: 'row-edit' },
    { key: 'delete', label: t('common:crud.delete'), danger: true, onClick: () => remove(row.id, name(row)), testId: 'row-delete' },
  ] : []);

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(POLICY_SCREENS.overdue).labelKey}`)}</ScreenTitle>}
      extra={<Space>{toolbar}{mayEdit && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="conduct-add">{t('common:crud.add')}</Button>}</Space>}>
      <Typography.Paragraph type="secondary">{t('hints.conductIntro')}</Typography.Paragraph>
      <ListTable<Row> rowKey="id" list={list} columns={columns} columnsKey={`${POLICY_SCREENS.overdue}:conduct`} rowName={name}
        actions={mayEdit ? actions : undefined} history={history} defaultHidden={['delayPauseDays', 'updatedAt']} data-testid="conduct-table" />
      <EntityModal entity={conductRulesEntity} record={editing === 'new' ? null : editing} open={editing !== null}
        onClose={() => setEditing(null)} onSaved={() => setEditing(null)} validate={conductProblem}
        toInitialValues={(record) => ({ ...CONDUCT_DEFAULTS, ...record })} />
    </Card>
  );
}
