import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatEat } from '../../../../common/time';

type Row = Record<string, unknown>;

/** The API names the value after its subject (phone, idNumber or device) so that masking applies. */
export const listValue = (row: Row) => String(row.phone ?? row.idNumber ?? row.device ?? '');

export const isExpired = (row: Row, now = new Date()) => typeof row.expiresAt === 'string' && new Date(row.expiresAt) <= now;

export function listColumns(t: TFunction) {
  return {
    value: { render: (_: unknown, row: Row) => listValue(row) },
    expiresAt: {
      render: (_: unknown, row: Row) => (row.expiresAt
        ? <>{formatEat(row.expiresAt as string)} {isExpired(row) && <Tag color="default">{t('riskList:expired')}</Tag>}</>
        : t('riskList:neverExpires')),
    },
  };
}
