import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, KBarSearch, useMatches, useRegisterActions, type Action } from '@refinedev/kbar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { groupLabelKey } from '../../../common/routes';
import { canOpenPath } from '../../providers/access-control-provider';
import { MOUNTED_SCREENS } from '../../screens';

/** Ctrl+K / ⌘K: jump to any screen the user may open. */
export function CommandPalette() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
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

  return (
    <KBarPortal>
      <KBarPositioner className="kbar-positioner">
        <KBarAnimator className="kbar-animator">
          <KBarSearch className="kbar-search" defaultPlaceholder={t('shell.paletteHint')} data-testid="kbar-search" />
          <PaletteResults empty={t('shell.paletteEmpty')} />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}

function PaletteResults({ empty }: { empty: string }) {
  const { results } = useMatches();
  if (results.length === 0) return <div className="kbar-empty">{empty}</div>;
  return (
    <KBarResults
      items={results}
      onRender={({ item, active }) => (typeof item === 'string'
        ? <div className="kbar-section">{item}</div>
        : <div className={active ? 'kbar-item kbar-item-active' : 'kbar-item'}>{item.name}</div>)}
    />
  );
}
