/**
 * ECharts as the reports use it: the core and only the charts and components they draw (tree-shaken; a full
 * `import 'echarts'` would be about twice the size: ../shared/guides/domain-references.md §11). A chart type or
 * component a report needs is added here, once.
 */
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, HeatmapChart, DatasetComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };
export type { EChartsCoreOption, ECElementEvent } from 'echarts/core';
