import { ShopOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { scopedMerchantNames } from '../../providers/storage';

/** Names shown in the header before the rest fold into "+n" (the tooltip lists them all). */
const SHOWN = 2;

/** The merchants of the signed-in user, when they are not all of them (every list is limited to them). */
export function MerchantScopeTag() {
  const { t } = useTranslation();
  const names = scopedMerchantNames();
  if (!names) return null;
  const shown = names.length > SHOWN ? `${names.slice(0, SHOWN).join(', ')} +${names.length - SHOWN}` : names.join(', ');
  return (
    <Tooltip title={t('shell.merchantScopeTitle', { names: names.join(', ') })}>
      <Tag icon={<ShopOutlined />} data-testid="merchant-scope" style={{ marginInlineEnd: 0 }}>{t('shell.merchantScope', { names: shown })}</Tag>
    </Tooltip>
  );
}
