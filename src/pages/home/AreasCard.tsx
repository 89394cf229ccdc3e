import { Card, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from '../../providers/storage';
import { isMountedPath } from '../../screens';
import { menuIcon } from '../../components/layout/menu-icons';

/** The areas the user's roles open, how many screens each, and links to those already built. */
export function AreasCard() {
  const { t } = useTranslation();
  const groups = session.getUserMenu().filter((node) => node.kind === 'group');
  const anyPending = groups.some((g) => g.childList.some((p) => p.kind === 'page' && !(p.path && isMountedPath(p.path))));
  return (
    <Card title={t('home.areas')} data-testid="areas-card">
      {groups.length === 0 ? <Empty description={t('home.noAreas')} /> : (
        <div className="area-grid">
          {groups.map((group) => {
            const pages = group.childList.filter((c) => c.kind === 'page');
            const built = pages.filter((p) => p.path && isMountedPath(p.path));
            return (
              <div key={group.id} className="area-tile" data-testid="area-tile">
                <div className="area-title">{menuIcon(group.menuName)}<span>{t(`menu:${group.labelKey}`, { defaultValue: group.menuName })}</span></div>
                <Typography.Text type="secondary">{t('home.screensCount', { count: pages.length })}</Typography.Text>
                {built.length > 0 && (
                  <div className="area-links">
                    {built.map((p) => <Link key={p.id} to={p.path!}><Tag color="green">{t(`menu:${p.labelKey}`, { defaultValue: p.menuName })}</Tag></Link>)}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
      {anyPending && <Typography.Paragraph type="secondary" italic className="area-note">{t('home.notBuiltYet')}</Typography.Paragraph>}
    </Card>
  );
}
