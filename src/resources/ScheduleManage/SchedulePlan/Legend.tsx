/**
 * How the grid draws a cell, and its legend: a shift as a light tint of its type's colour with a bar of the
 * colour itself (dark text stays readable on any colour), leave hatched grey, rest plain, a pin in the corner.
 */
import { PushpinFilled } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftType } from './roster';

/** A #rrggbb colour at a fifth of its strength over white, as an opaque colour (so contrast checks read it). */
export function tint(colour: string, strength = 0.2): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return '#f0f0f0';
  const mix = (i: number) => Math.round(255 - (255 - Number.parseInt(hex.slice(i, i + 2), 16)) * strength);
  return `rgb(${mix(0)}, ${mix(2)}, ${mix(4)})`;
}

export const LEAVE_BACKGROUND = 'repeating-linear-gradient(135deg, #f0f0f0 0 4px, #fafafa 4px 8px)';
export const OFF_TEXT = '#595959';
export const BROKEN = '#cf1322';

export function cellStyle(kind: 'shift' | 'leave' | 'rest' | undefined, colour?: string): CSSProperties {
  if (kind === 'shift' && colour) return { background: tint(colour), boxShadow: `inset 3px 0 0 ${colour}`, color: 'rgba(0, 0, 0, 0.88)' };
  if (kind === 'leave') return { background: LEAVE_BACKGROUND, color: OFF_TEXT };
  return { background: '#ffffff', color: OFF_TEXT };
}

/** A small sample of a value as the grid draws it. */
export function CellSwatch({ colour, kind = 'shift' }: { colour?: string; kind?: 'shift' | 'leave' | 'rest' }) {
  return (
    <span aria-hidden style={{
      display: 'inline-block', width: 16, height: 16, borderRadius: 3, border: '1px solid #d9d9d9', flex: 'none',
      ...cellStyle(kind, colour),
    }} />
  );
}

export function Legend({ shiftTypes }: { shiftTypes: readonly ShiftType[] }) {
  const { t } = useTranslation('schedule');
  const item = (key: string, swatch: React.ReactNode, label: string) => (
    <Flex key={key} gap={6} align="center" component="li">{swatch}<Typography.Text>{label}</Typography.Text></Flex>
  );
  return (
    <Flex component="section" aria-label={t('plan.legend.title')} gap={8} align="center" data-testid="schedule-legend">
      <Typography.Text type="secondary" style={{ flex: 'none' }}>{t('plan.legend.title')}</Typography.Text>
      <Flex component="ul" gap="4px 16px" wrap style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shiftTypes.map((s) => item(`shift-${s.id}`, <CellSwatch colour={s.colour} />, t('plan.cell.shiftValue', { name: s.name, start: s.startTime, end: s.endTime })))}
        {item('leave', <CellSwatch kind="leave" />, t('plan.legend.leave'))}
        {item('rest', <CellSwatch kind="rest" />, t('plan.legend.rest'))}
        {item('pinned', <PushpinFilled aria-hidden style={{ color: OFF_TEXT }} />, t('plan.legend.pinned'))}
        {item('broken', <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 3, outline: `2px solid ${BROKEN}`, outlineOffset: -2 }} />, t('plan.legend.broken'))}
      </Flex>
    </Flex>
  );
}
