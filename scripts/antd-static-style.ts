/**
 * Build time only (vite.config.ts): antd 5's styles for the app's theme as static CSS files, so the browser does
 * not compute them at start-up. antd writes each component's CSS in JavaScript when the component first renders
 * (token merging, then stylis): about a third of the sign-in page's main-thread work. Here the components the
 * app renders are rendered once in Node with the app's theme and their CSS extracted (@ant-design/cssinjs's
 * extractStyle, what antd's "whole export" SSR guide does). The first file also carries cssinjs's cache-path map
 * (a `.data-ant-cssinjs-cache-path { content: … }` rule) of both files: a component whose style is in the map
 * takes it from the file instead of computing it. Anything not in the map (another theme, e.g. reduced motion,
 * a component not listed, message and notification) is still computed at runtime as before.
 *
 * Two files (linked by src/antd-styles.ts): `start` holds what renders before the signed-in shell (start-up
 * overlay, sign-in page, error page) and is waited for before the first render (index.html preloads it, so the
 * first paint does not wait); `shell` holds the shell's and the screens' components and is loaded with the
 * shell's chunk, which waits for it: a component from `shell` must never render outside the shell.
 */
import { createHash } from 'node:crypto';
// Default imports: Node loads these CommonJS packages when vite.config.ts runs, and names only their module.exports.
import cssinjs from '@ant-design/cssinjs';
import antd from 'antd';
import { Fragment, createElement as h, type ReactNode } from 'react';
import ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../src/theme-config';

const { createCache, extractStyle, StyleProvider } = cssinjs;
const { renderToString } = ReactDomServer;
const { Form, Input, Layout, Menu, Typography, DatePicker, Radio, Tag, Space, Upload, Dropdown } = antd;

/** Everything rendered outside the signed-in shell: start-up overlay, sign-in page, error boundary. */
function startElements(): ReactNode {
  return h(Fragment, null,
    h(antd.App, null, h(antd.Spin, { size: 'large' }), h(antd.Spin, null)),
    h(antd.Alert, { type: 'error', message: 'x', showIcon: true, closable: true }),
    h(antd.Alert, { type: 'info', message: 'x', description: 'x' }),
    h(antd.Button, { type: 'primary', block: true, loading: true }, 'x'),
    h(antd.Button, { type: 'link', icon: h('span') }, 'x'),
    h(Form, { layout: 'vertical' },
      h(Form.Item, { label: 'x', name: 'a', rules: [{ required: true }], help: 'x', validateStatus: 'error' }, h(Input, { prefix: h('span'), allowClear: true })),
      h(Form.Item, { name: 'b' }, h(Input.Password, null)),
      h(Form.Item, { name: 'c' }, h(Input.OTP, null))),
    h(Form, { layout: 'horizontal' }, h(Form.Item, { label: 'x' }, h(Input.TextArea, null))),
    h(Radio.Group, { optionType: 'button', options: [{ label: 'a', value: 'a' }] }),
    h(Radio, null),
    h(Space, null, h(Space.Compact, null, h(antd.Button, null, 'x'), h(Input, null))),
    h(Typography.Title, null, 'x'), h(Typography.Text, { type: 'secondary', copyable: true }, 'x'),
    h(Typography.Paragraph, { ellipsis: true }, 'x'), h(Typography.Link, null, 'x'),
    h(antd.Tooltip, { title: 'x' }, h('span', null, 'x')),
    h(antd.Result, { status: 'error', title: 'x' }),
    h(antd.Row, null, h(antd.Col, { span: 12 })),
    h(antd.Divider, null),
  );
}

/** The signed-in shell (layout, menus, header tools) and what list and detail screens are built from. */
function shellElements(): ReactNode {
  const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }, { key: 'c', label: 'c' }];
  return h(Fragment, null,
    h(Layout, null, h(Layout.Sider, null), h(Layout, null, h(Layout.Header, null), h(Layout.Content, null), h(Layout.Footer, null))),
    h(Menu, { mode: 'inline', theme: 'dark', items }), h(Menu, { mode: 'horizontal', items }), h(Menu, { mode: 'vertical', items }),
    h(Dropdown, { menu: { items } }, h('span', null, 'x')),
    h(antd.Avatar, null), h(antd.Badge, { count: 1 }, h('span')), h(antd.Badge, { status: 'success', text: 'x' }),
    h(Tag, { color: 'green' }, 'x'), h(Tag.CheckableTag, { checked: true }, 'x'),
    h(antd.Table, {
      rowKey: 'a', size: 'small', bordered: true, scroll: { x: 1000 }, rowSelection: {},
      columns: [{ title: 'a', dataIndex: 'a', sorter: true, fixed: 'left', ellipsis: true, filters: [{ text: 'x', value: 'x' }] }, { title: 'b', dataIndex: 'b' }],
      dataSource: [{ a: 'x', b: 'y' }], expandable: { expandedRowRender: () => 'x' }, summary: () => null,
      pagination: { total: 100, showSizeChanger: true, showQuickJumper: true, showTotal: () => 'x' },
    }),
    h(antd.Table, { rowKey: 'a', columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [] }),
    h(antd.Pagination, { total: 100, size: 'small', simple: true }),
    h(antd.Select, { options: [{ value: 'a', label: 'a' }], allowClear: true, showSearch: true }),
    h(antd.Select, { mode: 'multiple', options: [{ value: 'a', label: 'a' }] }),
    h(antd.TreeSelect, { treeData: [{ value: 'a', title: 'a' }] }), h(antd.Tree, { treeData: [{ key: 'a', title: 'a' }], checkable: true }),
    h(antd.Cascader, { options: [{ value: 'a', label: 'a' }] }), h(antd.AutoComplete, null),
    h(DatePicker, null), h(DatePicker.RangePicker, { showTime: true }), h(antd.TimePicker, null),
    h(antd.InputNumber, { addonAfter: 'x' }), h(Input.Search, { enterButton: true }), h(antd.Switch, null), h(antd.Checkbox, null),
    h(antd.Segmented, { options: ['a', 'b'] }),
    h(antd.Card, { title: 'x', extra: 'x', size: 'small', tabList: [{ key: 'a', tab: 'a' }] }),
    h(antd.Tabs, { items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(antd.Descriptions, { bordered: true, items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(antd.Statistic, { title: 'x', value: 1 }), h(antd.Skeleton, { active: true }), h(antd.Empty, null),
    h(antd.List, { dataSource: ['a'], renderItem: (item: unknown) => h(antd.List.Item, null, String(item)) }),
    h(antd.Collapse, { items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(antd.Steps, { items: [{ title: 'a' }] }), h(antd.Timeline, { items: [{ children: 'a' }] }),
    h(antd.Progress, { percent: 10 }), h(antd.Image, { src: 'x' }), h(antd.Flex, null),
    h(Upload, null, h('span')), h(Upload.Dragger, null, h('span')),
    h(antd.Popover, { content: 'x' }, h('span')), h(antd.Popconfirm, { title: 'x' }, h('span')),
    h(antd.Drawer, { open: false }), h(antd.Modal, { open: false }),
  );
}

/**
 * The CSS of what `elements` render in the app's theme (and `bare` in antd's default theme), added to `cache`, and
 * the cache-path map entries of what was new.
 */
function extract(cache: ReturnType<typeof createCache>, elements: ReactNode, bare: ReactNode = null): { css: string; map: string } {
  renderToString(h(StyleProvider, { cache }, bare, h(antd.ConfigProvider, { theme }, elements)));
  const text = extractStyle(cache, { plain: true, once: true });
  const mapRule = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;
  return { css: text.replace(mapRule, ''), map: mapRule.exec(text)?.[1] ?? '' };
}

export interface AntdStaticStyles {
  start: { fileName: string; css: string };
  shell: { fileName: string; css: string };
}

/** Renders in production mode: antd names its hashed classes differently in development. */
export function buildAntdStaticStyles(): AntdStaticStyles {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const cache = createCache();
    // The start-up overlay (main.tsx) shows before the app's ConfigProvider, in antd's default theme.
    const start = extract(cache, startElements(), h(antd.Spin, { size: 'large' }));
    const shell = extract(cache, shellElements());
    const map = [start.map, shell.map].filter(Boolean).join(';');
    const file = (name: string, css: string) => ({ fileName: `assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css });
    return {
      start: file('antd-start', `${start.css}.data-ant-cssinjs-cache-path{content:"${map}";}`),
      shell: file('antd-shell', shell.css),
    };
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * In `vite build`: emits both files, preloads the start file from index.html, and hands both addresses to the
 * code (import.meta.env.VITE_ANTD_START_CSS, VITE_ANTD_SHELL_CSS). In development nothing: antd computes its
 * styles at runtime.
 */
export function antdStaticStyle(): Plugin {
  let styles: AntdStaticStyles | null = null;
  return {
    name: 'antd-static-style',
    apply: 'build',
    config() {
      styles = buildAntdStaticStyles();
      return {
        define: {
          'import.meta.env.VITE_ANTD_START_CSS': JSON.stringify(`/${styles.start.fileName}`),
          'import.meta.env.VITE_ANTD_SHELL_CSS': JSON.stringify(`/${styles.shell.fileName}`),
        },
      };
    },
    generateBundle() {
      if (!styles) return;
      for (const { fileName, css } of [styles.start, styles.shell]) this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml() {
      if (!styles) return [];
      return [{ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${styles.start.fileName}` }, injectTo: 'head-prepend' }];
    },
  };
}
