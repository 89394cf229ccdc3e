/**
 * The one chart component of the reports: an ECharts instance in a div, themed from antd's tokens, resized with
 * its container, its option replaced when it changes. Canvas-drawn, so a chart also needs a table of the same
 * figures beside it (screen readers read the table; the canvas is labelled by `label`).
 */
import { theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { chartTheme } from './chart-theme';
import { echarts, type ECElementEvent, type EChartsCoreOption } from './echarts';

export interface ChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for assistive technology. */
  label: string;
  height?: number;
  onClick?: (event: ECElementEvent) => void;
  testId?: string;
}

export default function Chart({ option, label, height = 320, onClick, testId = 'chart' }: ChartProps) {
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token), [token]);
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ReturnType<typeof echarts.init> | null>(null);

  // A new theme needs a new instance (ECharts applies a theme at init).
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const instance = echarts.init(el, look);
    setChart(instance);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
    };
  }, [look]);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  useEffect(() => {
    if (!chart || !onClick) return undefined;
    chart.on('click', onClick);
    return () => { chart.off('click', onClick); };
  }, [chart, onClick]);

  return <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />;
}
