/** The user's recent searches under the palette's box while it is empty: one press puts the text back in the box. */
import { useKBar } from '@refinedev/kbar';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRecent } from './useRecent';

export function RecentSearches() {
  const { t } = useTranslation('header');
  const { query, search } = useKBar((state) => ({ search: state.searchQuery }));
  const { recent } = useRecent(search.trim() === '');
  if (search.trim() !== '' || recent.searches.length === 0) return null;
  const searchFor = (text: string) => {
    const box = query.getInput();
    box.value = text;
    query.setSearch(text);
    box.focus();
  };
  return (
    <div className="kbar-recent-searches" data-testid="palette-recent-searches">
      <span className="kbar-recent-label">{t('palette.recentSearches')}</span>
      {recent.searches.map((text) => (
        <Button key={text} size="small" type="text" onClick={() => searchFor(text)} data-testid="palette-recent-search">{text}</Button>
      ))}
    </div>
  );
}
