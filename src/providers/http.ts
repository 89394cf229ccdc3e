/** The one HTTP client: token and language headers, 300000 ms timeout, envelope handling, raw blobs. */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { HTTP_TIMEOUT_MS } from '../../common/constants';
import { LOGIN_PATHS } from '../../common/routes';
import { ApiError, unwrapEnvelope, type EnvelopeOptions } from './envelope';
import { currentLanguage, t } from './i18n';
import { session } from './storage';
import { toastError } from './toast';

export const API_BASE = '/api/hc/web/';

const client = axios.create({ baseURL: API_BASE, timeout: HTTP_TIMEOUT_MS });

client.interceptors.request.use((config) => {
  const token = session.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('language', currentLanguage());
  return config;
});

let onSessionEnd: () => void = () => {
  window.location.assign(LOGIN_PATHS[0]);
};

/** The app hands in a router-aware way to reach the sign-in screen. */
export function setSessionEndHandler(handler: () => void) {
  onSessionEnd = handler;
}

const hooks = {
  showError: (msg: string) => toastError(msg),
  endSession: () => {
    session.clear();
    onSessionEnd();
  },
};

function httpFailure(error: unknown, silent = false): never {
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  const body = error instanceof AxiosError ? error.response?.data : undefined;
  if (body && typeof body === 'object' && 'code' in body) unwrapEnvelope(body, hooks, { silent });
  console.warn('HTTP request failed', status ?? (error instanceof Error ? error.message : error));
  const timedOut = error instanceof AxiosError && error.code === 'ECONNABORTED';
  const text = timedOut ? t('errors:errors.timeout') : t('errors:errors.network', { status: status ?? '—' });
  if (!silent) toastError(text);
  throw unanswered(new ApiError(status ?? 0, text, null, status));
}

/** Failures the server never answered (network, timeout): the action's key is kept for the retry. */
const noAnswer = new WeakSet<object>();
const unanswered = (error: ApiError) => {
  noAnswer.add(error);
  return error;
};

export interface RequestOptions extends EnvelopeOptions {
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /**
   * The user action's key (useIdempotencyKey: a form's, kept until it succeeds). Without one, `post` sends
   * the key of its URL and body (see postOnce).
   */
  idempotencyKey?: string;
  /** A body that is not JSON (a streamed file: application/octet-stream). */
  contentType?: string;
}

async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  try {
    const headers = {
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      ...(options.contentType ? { 'Content-Type': options.contentType } : {}),
    };
    const response = await client.request({ ...config, params: options.params, signal: options.signal, headers });
    return unwrapEnvelope<T>(response.data, hooks, options);
  } catch (error) {
    if (error instanceof ApiError || axios.isCancel(error)) throw error;
    return httpFailure(error, options.silent);
  }
}

/** Keys of the writes not yet answered, by URL and body; and the writes under way, by the same. */
const actionKeys = new Map<string, string>();
const underWay = new Map<string, Promise<unknown>>();

/** A JSON body names its action; a file (a streamed upload) does not, so it gets a key of its own. */
const actionOf = (url: string, body: unknown) => (body instanceof Blob || body instanceof FormData ? null : `${url} ${JSON.stringify(body)}`);

/**
 * Issue 32.1, submit once: every POST carries an Idempotency-Key, and the server answers a repeated key with
 * its first answer. The same write (URL and body) while one is under way shares its request, so a double
 * click that slipped past its button sends once. Until the server answers, the same write keeps its key, so
 * a retry after a lost answer is not applied twice; after an answer the next such write is a new action.
 */
function postOnce<T>(url: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const send = (key: string) => request<T>({ method: 'POST', url, data: body }, { ...options, idempotencyKey: key });
  const action = actionOf(url, body);
  if (action === null) return send(options.idempotencyKey ?? crypto.randomUUID());
  const running = underWay.get(action);
  if (running) return running as Promise<T>;
  const key = options.idempotencyKey ?? actionKeys.get(action) ?? crypto.randomUUID();
  if (!options.idempotencyKey) actionKeys.set(action, key);
  const sent = send(key).then((data) => {
    actionKeys.delete(action);
    return data;
  }, (error: unknown) => {
    if (!(error instanceof Error && noAnswer.has(error))) actionKeys.delete(action);
    throw error;
  }).finally(() => underWay.delete(action));
  underWay.set(action, sent);
  return sent;
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>({ method: 'GET', url }, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => postOnce<T>(url, body ?? {}, options),
  /** Exports and downloads: a non-JSON blob passes through raw; a JSON answer is an envelope error. */
  async blob(url: string, options: RequestOptions & { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Blob> {
    try {
      const response = await client.request<Blob>({ method: options.method ?? 'GET', url, data: options.body, params: options.params, responseType: 'blob' });
      if (!response.data.type.includes('json')) return response.data;
      unwrapEnvelope(JSON.parse(await response.data.text()), hooks, options);
      return response.data;
    } catch (error) {
      if (error instanceof ApiError || axios.isCancel(error)) throw error;
      return httpFailure(error, options.silent);
    }
  },
};
