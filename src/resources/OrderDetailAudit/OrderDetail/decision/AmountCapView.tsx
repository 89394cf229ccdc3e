import { Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import type { AmountCapExplained, CapSource } from '../../../../../common/risk/decision-explanation';
import { formatEat } from '../../../../../common/time';

/** The cap as the least of its limits (the binding one marked), what was applied for and granted, and the raises that lifted it. */
export function AmountCapView({ cap, compact = false }: { cap: AmountCapExplained; compact?: boolean }) {
  const { t } = useTranslation('machineDecision');
  const sourceLabel = (source: CapSource) => {
    if (source !== 'level') return t(`cap.source.${source}`);
    return cap.level ? t('cap.source.level', { level: cap.level }) : t('cap.source.levelNoPricing');
  };
  const raises = cap.raises.map((r) => t('cap.raiseLine', {
    type: t(`cap.creditType.${r.creditType}`, { defaultValue: r.creditType }), id: r.creditId, amount: formatKes(r.cents), until: formatEat(r.expiresAt),
  }));
  return (
    <>
      <Typography.Title level={5}>{t('cap.title')}</Typography.Title>
      <Descriptions size="small" bordered column={compact ? 2 : { xs: 1, sm: 1, md: 2, lg: 2, xl: 4, xxl: 4 }} data-testid="decision-cap" items={[
        { key: 'requested', label: t('cap.requested'), children: formatKes(cap.requestedCents) },
        { key: 'cap', label: t('cap.cap'), children: <strong>{formatKes(cap.capCents)}</strong> },
        { key: 'granted', label: t('cap.granted'), children: formatKes(cap.grantedCents) },
        { key: 'bound', label: t('cap.bound'), children: sourceLabel(cap.bound) },
      ]} />
      <Table size="small" rowKey="source" dataSource={cap.limits} pagination={false} style={{ marginTop: 8 }}
        columns={[
          { key: 'limit', title: t('cap.limit'), render: (_, l) => sourceLabel(l.source) },
          {
            key: 'amount', title: t('cap.amount'), align: 'right',
            render: (_, l) => (
              <>
                {l.source === cap.bound && <Tag color="gold">{t('cap.bound')}</Tag>}
                {formatKes(l.cents)}
                {l.source === 'level' && (
                  <Typography.Text type="secondary"> ({cap.levelCents === null ? t('cap.productBase') : t('cap.levelBase', { level: cap.level })} + {formatKes(cap.raiseCents)})</Typography.Text>
                )}
              </>
            ),
          },
        ]} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('cap.raises', { list: raises.length ? raises.join('; ') : t('cap.noRaises') })}
      </Typography.Paragraph>
    </>
  );
}
