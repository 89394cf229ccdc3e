/**
 * Sends a chosen file as the request body itself (application/octet-stream), not base64 in JSON: the browser
 * streams it from disk and the server reads it as it arrives. The file's settings go in the query string. It is
 * a write like any other (usePost: Refine's custom mutation, the axios client, the envelope and its toasts).
 */
import { useCallback } from 'react';
import { type Invalidates, usePost } from '../../hooks/usePost';

/** The content type a streamed-body route accepts (server/core/route.ts `streamBody`). */
export const STREAM_UPLOAD_TYPE = 'application/octet-stream';

type Params = Record<string, string | number | null | undefined>;

/** `url?params` with the empty settings left out. */
export function withQuery(url: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

export function useStreamUpload({ invalidates }: { invalidates?: Invalidates } = {}) {
  const { post, posting } = usePost(invalidates === undefined ? {} : { invalidates });
  /** The file as a Blob of the upload type: a view of the same bytes, not a copy. */
  const upload = useCallback(<T>(url: string, params: Params, file: Blob) =>
    post<T>(withQuery(url, params), file.slice(0, file.size, STREAM_UPLOAD_TYPE), { contentType: STREAM_UPLOAD_TYPE }), [post]);
  return { upload, uploading: posting };
}
