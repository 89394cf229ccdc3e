import { Badge, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEat } from '../../../common/time';
import { screen } from '../../../common/routes';
import type { HomeProfile } from './home.types';

export function ProfileCard({ profile, unread }: { profile: HomeProfile; unread: number }) {
  const { t } = useTranslation();
  const items = [
    { key: 'username', label: t('home.username'), children: profile.username },
    { key: 'userNo', label: t('home.userNo'), children: profile.userNo },
    { key: 'roles', label: t('home.roles'), children: <Space wrap>{profile.roleNames.map((r) => <Tag color="green" key={r}>{r}</Tag>)}</Space> },
    { key: 'dept', label: t('home.department'), children: profile.deptName ?? '—' },
    { key: 'merchant', label: t('home.merchant'), children: profile.merchantName ?? '—' },
    { key: 'job', label: t('home.jobNumber'), children: profile.jobNumber ?? '—' },
    { key: 'phone', label: t('home.phone'), children: profile.phone ?? '—' },
    { key: 'email', label: t('home.email'), children: profile.email ?? '—' },
    { key: 'login', label: t('home.lastLogin'), children: formatEat(profile.lastLoginAt) || '—' },
    { key: 'mfa', label: t('home.mfa'), children: profile.mfaBound ? <Tag color="success">{t('home.mfaBound')}</Tag> : <Tag>{t('home.mfaNotBound')}</Tag> },
    { key: 'masked', label: t('home.masked'), children: profile.isDesensitization ? <Tag color="orange">{t('home.maskedYes')}</Tag> : t('home.maskedNo') },
  ];
  return (
    <Card title={t('home.profile')} data-testid="profile-card"
      extra={(
        <Link to={screen('WarningNotify').path}>
          <Button size="small">
            <Space>{t('home.unread')}<Badge count={unread} showZero color={unread ? 'red' : 'gray'} /></Space>
          </Button>
        </Link>
      )}
    >
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
