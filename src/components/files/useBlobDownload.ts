/**
 * Files the server writes (exports, templates, error reports, attachments) come as raw blobs, which Refine's
 * data hooks do not carry: the one place the screens fetch them through the http client, with a busy flag.
 * A refusal (a JSON envelope instead of a file) is toasted by the client and rejects.
 */
import { useCallback, useState } from 'react';
import { api } from '../../providers/http';
import { saveBlob } from './save-blob';

export type BlobParams = Record<string, unknown>;

/** Opens a file in a new tab (fetched with the session's token, which an <a href> could not send). */
export async function openBlob(url: string, params?: BlobParams) {
  const objectUrl = URL.createObjectURL(await api.blob(url, { params }));
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export function useBlobDownload() {
  const [downloading, setDownloading] = useState(false);
  /** Downloads `url` and saves it as `fileName`; rejects on a refusal (already toasted). */
  const download = useCallback(async (url: string, fileName: string, params?: BlobParams) => {
    setDownloading(true);
    try {
      saveBlob(await api.blob(url, { params }), fileName);
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading };
}
