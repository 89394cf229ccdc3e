import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../common/routes';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className={compact ? 'brand brand-compact' : 'brand'}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Typography.Text strong className="brand-name">{t(compact ? 'app.shortName' : 'app.name')}</Typography.Text>
    </Link>
  );
}
