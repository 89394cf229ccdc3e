/** A PerformanceReport figure as text: KES for money, a percentage for a rate, whole numbers otherwise; — for none. */
import { formatKes } from '../../../../common/money';
import { formatRate } from '../../../../common/rate';
import { figureKind, type PerformanceArea } from '../../../../common/reports/performance-report';

export function figureText(area: PerformanceArea, figure: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const kind = figureKind(area, figure);
  if (kind === 'money') return formatKes(value);
  if (kind === 'rate') return formatRate(value);
  return value.toLocaleString('en-KE');
}

/** The figure's value for a chart axis: KES for money, a percentage for a rate. */
export function figureValue(area: PerformanceArea, figure: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const kind = figureKind(area, figure);
  return kind === 'money' ? value / 100 : kind === 'rate' ? value / 100 : value;
}
