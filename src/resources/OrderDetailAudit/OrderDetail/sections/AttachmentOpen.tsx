import { EyeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isIdentityPicture } from '../../../../../common/sensitive';
import { useMayReveal } from '../useMayReveal';

interface Props {
  id: number;
  kind: string;
  onOpen: () => void;
}

/**
 * How an attachment opens. An ID-card picture or selfie shows what masking hides: a masked user sees a
 * "show picture" button if they may reveal (the server audits it as a reveal), else a placeholder.
 */
export function AttachmentOpen({ id, kind, onOpen }: Props) {
  const { t } = useTranslation('orderDetail');
  const { masked, mayReveal } = useMayReveal();
  if (masked && isIdentityPicture(kind)) {
    if (!mayReveal) return <Typography.Text type="secondary" data-testid={`attachment-hidden-${id}`}>{t('reveal.pictureHidden')}</Typography.Text>;
    return (
      <Button type="link" size="small" icon={<EyeOutlined />} data-testid={`attachment-reveal-${id}`} onClick={onOpen}>
        {t('reveal.picture')}
      </Button>
    );
  }
  return <Button type="link" size="small" data-testid={`attachment-open-${id}`} onClick={onOpen}>{t('actions.openAttachment')}</Button>;
}
