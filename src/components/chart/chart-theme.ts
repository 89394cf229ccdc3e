/** The ECharts theme of the app, from antd's tokens, so a chart follows ConfigProvider (colours, font, light or dark). */
import type { GlobalToken } from 'antd';

export function chartTheme(token: GlobalToken) {
  const axis = {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisTick: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: token.colorTextSecondary },
    splitLine: { lineStyle: { color: token.colorBorderSecondary } },
  };
  return {
    color: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo, token.purple, token.cyan],
    backgroundColor: 'transparent',
    textStyle: { fontFamily: token.fontFamily, color: token.colorText },
    legend: { textStyle: { color: token.colorText } },
    tooltip: {
      backgroundColor: token.colorBgElevated, borderColor: token.colorBorderSecondary,
      textStyle: { color: token.colorText, fontFamily: token.fontFamily },
    },
    categoryAxis: axis,
    valueAxis: axis,
  };
}
