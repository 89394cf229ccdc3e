import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bandProblem, POLICY_ENTITIES, shownLevel } from '../../../../common/collection/policies';
import type { LevelKind } from '../../../../common/collection/statuses';
import { CrudListPage } from '../../../components/crud/CrudListPage';

type Row = Record<string, unknown>;

/** The level bands of one kind (overdue levels or pre-reminder days) on the CRUD kit, with the band rule checked in the form too. */
export function BandListPage({ kind, toolbar }: { kind: LevelKind; toolbar?: ReactNode }) {
  const { t } = useTranslation('collectionPolicy');
  const columns = {
    merchantId: { render: (_: unknown, row: Row) => (row.merchantName ? String(row.merchantName) : t('defaultMerchant')) },
    level: { render: (value: unknown, row: Row) => <Typography.Text strong>{shownLevel(String(row.system), String(value ?? ''))}</Typography.Text> },
  };
  const intro = t(kind === 'overdue' ? 'hints.overdueIntro' : 'hints.preReminderIntro');
  const info = <Tooltip title={intro}><InfoCircleOutlined aria-label={intro} tabIndex={0} /></Tooltip>;
  return (
    <CrudListPage entity={POLICY_ENTITIES[kind]} nameField="level" columns={columns}
      toolbar={<>{info}{toolbar}</>}
      form={{ validate: (values) => bandProblem(kind, values.minDays as number, values.maxDays as number) }} />
  );
}
