import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, useKBar, useMatches, useRegisterActions, type Action, type ActionImpl } from '@refinedev/kbar';
import { theme } from 'antd';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { groupLabelKey } from '../../../common/routes';
import type { RecordResult } from '../../../common/search/records';
import { canOpenPath } from '../../providers/access-control-provider';
import { MOUNTED_SCREENS } from '../../screens';
import { PaletteSearch } from './palette/PaletteSearch';
import { RecentSearches } from './palette/RecentSearches';
import { recentItems, recordItemId, recordItems } from './palette/record-items';
import { RecordEntry, STATE_NAMESPACES } from './palette/RecordEntry';
import { recentAsResult, useRecent } from './palette/useRecent';
import { useRecordSearch } from './palette/useRecordSearch';

/**
 * Ctrl+K / ⌘K: jump to any screen the user may open, or to an order, customer, case or staff member by what the
 * user types. The screens are kbar actions, registered once (again only when the language changes); the records
 * are rows put above kbar's matches (palette/record-items.ts), so an answer arriving never re-registers anything.
 */
export function CommandPalette() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles are translated, so the actions are rebuilt when the language changes.
  const actions = useMemo<Action[]>(() => MOUNTED_SCREENS
    .filter(({ screen }) => canOpenPath(screen.path))
    .map(({ screen }) => ({
      id: screen.key,
      name: t(`menu:${screen.labelKey}`),
      section: screen.group ? t(`menu:${groupLabelKey(screen.group)}`) : t('app.shortName'),
      keywords: `${screen.name} ${screen.group ?? ''}`,
      perform: () => navigate(screen.path),
    })), [t, navigate, i18n.language]);
  useRegisterActions(actions, [actions]);

  // The app's own font and colours (the portal sits outside antd's components, which carry them).
  const looks = {
    '--palette-font': token.fontFamily, '--palette-text': token.colorText, '--palette-muted': token.colorTextSecondary,
    '--palette-bg': token.colorBgElevated, '--palette-border': token.colorBorderSecondary, '--palette-active': `color-mix(in srgb, ${token.colorPrimary} 10%, ${token.colorBgElevated})`,
    '--palette-primary': token.colorPrimary, '--palette-radius': `${token.borderRadiusLG}px`, '--palette-shadow': token.boxShadowSecondary,
  } as CSSProperties;
  return (
    <KBarPortal>
      <KBarPositioner className="kbar-positioner">
        <KBarAnimator className="kbar-animator" style={looks}>
          <PaletteSearch placeholder={t('header:palette.hint')} />
          <RecentSearches />
          <PaletteResults />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}

/** Mounted only while the palette is open: the record search runs only then. */
function PaletteResults() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useKBar((state) => ({ search: state.searchQuery }));
  const { results } = useMatches();
  const { records, searching } = useRecordSearch(search);
  const { recent, remember } = useRecent(search.trim() === '');
  // The records' state names are ready by the time the first answer arrives.
  useEffect(() => { void i18n.loadNamespaces(STATE_NAMESPACES); }, [i18n]);
  // The text that found a record goes with it, so the server can find it again for this user and keep it.
  const searched = useRef(search);
  searched.current = search;
  const found = useMemo(() => recordItems(records, t, (r) => { remember(searched.current, r); navigate(r.path); }), [records, t, navigate, remember]);
  const recentRecords = useMemo(() => recent.records.map(recentAsResult), [recent.records]);
  const recalled = useMemo(() => recentItems(recentRecords, t, (r) => navigate(r.path)), [recentRecords, t, navigate]);
  const byId = useMemo(() => new Map<string, RecordResult>([...recentRecords, ...records].map((r) => [recordItemId(r), r])), [records, recentRecords]);
  const items = useMemo<(string | ActionImpl)[]>(() => [...found, ...recalled, ...results], [found, recalled, results]);
  // KBarResults' scrolling box can take the focus, so it can be scrolled from the keyboard too (axe: scrollable-region-focusable).
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => { const scroller = list.current?.firstElementChild; if (scroller instanceof HTMLElement) scroller.tabIndex = 0; });

  if (items.length === 0) {
    return <div className="kbar-empty" data-testid="palette-empty" role="status">{t(searching ? 'header:palette.searching' : 'header:palette.empty')}</div>;
  }
  return (
    <div ref={list}>
      <KBarResults
        items={items}
        onRender={({ item, active }) => {
          if (typeof item === 'string') return <div className="kbar-section">{item}</div>;
          const record = byId.get(item.id);
          // A plain div each: KBarResults measures the row's height through its ref.
          const className = active ? 'kbar-item kbar-item-active' : 'kbar-item';
          if (record) return <div className={className} data-testid={`palette-record-${record.kind}`}><RecordEntry record={record} recent={records.length === 0} /></div>;
          return <div className={className}>{item.name}</div>;
        }}
      />
    </div>
  );
}
