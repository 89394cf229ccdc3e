/**
 * Choosing what to import: merchant, marketing target, a verified user-group number (spec 5 and 8), an
 * optional recommended product, then the file. The server validates every row; the result offers the row
 * errors, the commit and the discard.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Form, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_PROGRESS_POLL_MS, IMPORT_PROGRESS_URL, IMPORT_VALIDATE_URL, TM_IMPORT_EXTENSIONS, TM_IMPORT_FILE_MAX_BYTES,
} from '../../../../common/telemarketing/import-inputs';
import { TM_MARKETING_TARGETS } from '../../../../common/telemarketing/list';
import { TM_MERCHANTS_URL, TM_PRODUCTS_URL } from '../../../../common/telemarketing/list-inputs';
import { useBlobDownload } from '../../../components/files/useBlobDownload';
import { useLookupOptions } from '../../../components/list';
import { usePost } from '../../../hooks/usePost';
import { toastError, toastSuccess } from '../../../providers/toast';
import { useStreamUpload } from '../../../components/upload/useStreamUpload';
import { type BatchLike, useImportActions } from './useImportActions';
import { TextInput } from '../../../components/inputs';

interface Values { merchantId?: number; marketingTarget?: string; userGroupNo?: string; recommendedProductId?: number }
interface Validated extends BatchLike { status: string; totalRows: number }

export function ImportPanel({ canImport }: { canImport: boolean }) {
  const { t } = useTranslation('telemarketingImport');
  const [form] = Form.useForm<Values>();
  const [checked, setChecked] = useState<string | null>(null);
  const [last, setLast] = useState<Validated | null>(null);
  const [busy, setBusy] = useState(false);
  /** This upload's reference while the server validates it: the panel asks how many rows it has read. */
  const [ref, setRef] = useState<string | null>(null);
  const progress = useCustom<{ status: string; totalRows: number }>({
    url: IMPORT_PROGRESS_URL, method: 'get', config: { query: { ref } },
    queryOptions: { enabled: ref !== null, refetchInterval: IMPORT_PROGRESS_POLL_MS },
  });
  const rowsRead = ref ? progress.result?.data?.totalRows ?? 0 : 0;
  const merchants = useLookupOptions(TM_MERCHANTS_URL);
  const products = useLookupOptions(TM_PRODUCTS_URL);
  const { post } = usePost({ invalidates: false });
  const { upload: send } = useStreamUpload();
  const { download, downloading } = useBlobDownload();
  const actions = useImportActions(() => setLast(null));

  const check = async () => {
    const userGroupNo = (form.getFieldValue('userGroupNo') as string | undefined)?.trim();
    if (!userGroupNo) return toastError(t('errors.userGroupEmpty'));
    await post('telemarketingImport/checkUserGroup', { userGroupNo });
    setChecked(userGroupNo);
    toastSuccess(t('results.userGroupVerified'));
  };
  const upload = async (file: File) => {
    const values = await form.validateFields();
    if (!checked || checked !== values.userGroupNo?.trim()) return toastError(t('errors.userGroupCheckFirst'));
    if (!TM_IMPORT_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) return toastError(t('errors.fileType'));
    if (file.size > TM_IMPORT_FILE_MAX_BYTES) return toastError(t('errors.fileTooLarge', { max: TM_IMPORT_FILE_MAX_BYTES / 1024 / 1024 }));
    setBusy(true);
    try {
      const clientRef = crypto.randomUUID();
      setRef(clientRef);
      // The file is the request body, streamed; the server validates its rows as they arrive.
      setLast(await send<Validated>(IMPORT_VALIDATE_URL, { ...values, userGroupNo: checked, fileName: file.name, clientRef }, file));
    } finally {
      setRef(null);
      setBusy(false);
    }
  };

  return (
    <Card type="inner" title={t('titles.import')} style={{ marginBottom: 16 }} data-testid="import-panel">
      <Form form={form} layout="inline" name="tm-import" style={{ rowGap: 12 }}>
        <Form.Item name="merchantId" label={t('fields.merchantId')} rules={[{ required: true, message: t('errors.merchantRequired') }]}>
          <Select style={{ width: 180 }} options={merchants.options} loading={merchants.loading} data-testid="import-merchant" />
        </Form.Item>
        <Form.Item name="marketingTarget" label={t('fields.marketingTarget')} rules={[{ required: true, message: t('errors.targetRequired') }]}>
          <Select style={{ width: 160 }} options={TM_MARKETING_TARGETS.map((v) => ({ value: v, label: t(`telemarketingList:options.marketingTarget.${v}`) }))} data-testid="import-target" />
        </Form.Item>
        <Form.Item label={t('fields.userGroupNo')} required>
          <Space.Compact>
            <Form.Item name="userGroupNo" noStyle><TextInput style={{ width: 140 }} max={32} aria-label={t('fields.userGroupNo')} onChange={() => setChecked(null)} data-testid="import-user-group" /></Form.Item>
            <Button onClick={() => void check().catch(() => undefined)} data-testid="import-user-group-check">{checked ? t('actions.checked') : t('actions.check')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="recommendedProductId" label={t('fields.recommendedProductId')}>
          <Select allowClear style={{ width: 180 }} options={products.options} loading={products.loading} />
        </Form.Item>
      </Form>
      <Space wrap style={{ marginTop: 12 }}>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download('telemarketingImport/template', t('template.fileName')).catch(() => undefined)} data-testid="import-template">
          {t('actions.template')}
        </Button>
        {canImport && (
          <Upload accept={TM_IMPORT_EXTENSIONS.join(',')} showUploadList={false} disabled={busy}
            beforeUpload={(file) => { void upload(file).catch(() => undefined); return Upload.LIST_IGNORE; }}>
            <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="import-choose">{busy ? t('actions.validating') : t('actions.choose')}</Button>
          </Upload>
        )}
        {busy && (
          <Typography.Text type="secondary" role="status" data-testid="import-progress">
            {t('results.progress', { rows: rowsRead.toLocaleString('en') })}
          </Typography.Text>
        )}
      </Space>
      {last && (
        <Alert style={{ marginTop: 16 }} showIcon type={last.errorRows ? 'warning' : 'success'} data-testid="import-result"
          message={t('results.validated', { batchNo: last.batchNo, total: last.totalRows, valid: last.validRows, errors: last.errorRows })}
          action={(
            <Space wrap>
              {last.errorRows > 0 && <Button size="small" loading={actions.downloading} onClick={() => void actions.results(last, true)} data-testid="import-errors">{t('actions.downloadErrors')}</Button>}
              {last.validRows > 0 && <Button size="small" type="primary" onClick={() => actions.commit(last)} data-testid="import-commit">{t('actions.commit')}</Button>}
              <Button size="small" onClick={() => actions.discard(last)} data-testid="import-discard">{t('actions.discard')}</Button>
            </Space>
          )} />
      )}
    </Card>
  );
}
