import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled section of the order detail; its id lets a reader jump to it. */
export function SectionCard({ name, extra, children }: { name: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Card size="small" id={`order-section-${name}`} data-testid={`order-section-${name}`} title={t(`sections.${name}`)} extra={extra}>
      {children}
    </Card>
  );
}
