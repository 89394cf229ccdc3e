import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from '../../providers/storage';
import { isMountedPath } from '../../screens';
import { menuIcon } from '../../components/layout/menu-icons';

/** The areas the user's roles open, with how many screens each, and links to those already built. */
export function AreasCard() {
  const { t } = useTranslation();
  const groups = session.getUserMenu().filter((node) => node.kind === 'group');
  return (
    <Card title={t('home.areas')} data-testid="areas-card">
      {groups.length === 0 ? <Empty description={t('home.noAreas')} /> : (
        <List
          grid={{ gutter: 12, xs: 1, md: 2, xxl: 3 }}
          dataSource={groups}
          renderItem={(group) => {
            const pages = group.childList.filter((c) => c.kind === 'page');
            const built = pages.filter((p) => p.path && isMountedPath(p.path));
            return (
              <List.Item>
                <Card size="small" title={<Space>{menuIcon(group.menuName)}{t(`menu:${group.labelKey}`, { defaultValue: group.menuName })}</Space>}>
                  <Typography.Text type="secondary">{t('home.screensCount', { count: pages.length })}</Typography.Text>
                  <div className="area-links">
                    {built.length === 0 ? <Typography.Text type="secondary" italic>{t('home.notBuiltYet')}</Typography.Text>
                      : built.map((p) => <Link key={p.id} to={p.path!}><Tag>{t(`menu:${p.labelKey}`, { defaultValue: p.menuName })}</Tag></Link>)}
                  </div>
                </Card>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
