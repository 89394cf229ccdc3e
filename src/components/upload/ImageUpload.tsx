import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { appImageUrl, extensionOf, IMAGE_ACCEPT, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIN_BYTES, UPLOAD_URL } from '../../../common/app-content/upload';
import { usePost } from '../../hooks/usePost';
import { toastError, toastSuccess } from '../../providers/toast';

const toBase64 = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result).split(',', 2)[1] ?? '');
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

/**
 * The image of a launch screen or banner (a form input: value is the file-store key). The browser refuses what the
 * server refuses (images only, 1 KB to 10 MB) before sending; the server checks again, by the file's bytes.
 */
export function ImageUpload({ value, onChange }: { value?: string; onChange?: (key: string) => void }) {
  const { t } = useTranslation();
  const { post, posting } = usePost({ invalidates: false });
  const pick = async (file: File) => {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || !file.type.startsWith('image/')) {
      toastError(t('appContent:errors.imageOnly'));
    } else if (file.size < IMAGE_MIN_BYTES || file.size > IMAGE_MAX_BYTES) {
      toastError(t('appContent:errors.imageSize'));
    } else {
      const stored = await post<{ key: string }>(UPLOAD_URL, { fileName: file.name, dataBase64: await toBase64(file) });
      onChange?.(stored.key);
      toastSuccess(t('appContent:messages.uploaded'));
    }
    return Upload.LIST_IGNORE;
  };
  return (
    <Space align="start">
      {value && <Image src={appImageUrl(value)} width={96} alt={t('appContent:fields.imageKey')} />}
      <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={(file) => { pick(file).catch(() => undefined); return Upload.LIST_IGNORE; }}>
        <Button icon={<UploadOutlined />} loading={posting} data-testid="image-upload">{t(value ? 'appContent:actions.replace' : 'appContent:actions.upload')}</Button>
      </Upload>
    </Space>
  );
}
