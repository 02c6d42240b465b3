// The one way the web app talks to the API: base /api, the session cookie (sent by the browser,
// docs/decisions/043), 15 s time-out, the caller's language, and the error handling of SPEC section 7.
import { dispositionFileName } from '@fis/shared/content-disposition';
import type { ApiErrorBody } from '@fis/shared/error-codes';
import { visitorLanguage } from '@fis/shared/i18n';
import { API_TIMEOUT_MS } from '@fis/shared/limits';
import i18n from 'i18next';
import { ACCOUNT_SUSPENDED, endSuspendedSession } from './account-suspended';
import { storage } from './storage';

/** Failures the client itself detects (SPEC section 8). */
export type ClientFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | { code: ClientFailure; message: string },
  ) {
    super(body.message);
  }
  get code(): string {
    return this.body.code;
  }
  get fields() {
    return 'fields' in this.body ? (this.body.fields ?? []) : [];
  }
}

/** The record an address names is not there: 404, or 400 where its id is not even one (refused before looking). */
export const isMissingRecord = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The language answers are written in: i18next's, once it has started, else the browser's choice. */
function readerLanguage(): string {
  return i18n.language || visitorLanguage(null, storage.get('language'), navigator.language);
}

/** The headers every call to the API carries: the reader's language (the session is the browser's cookie). */
function requestHeaders(language: string): Record<string, string> {
  return { 'Accept-Language': language };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a page's loader reaches the API on the server: in the same process, as the visitor (their
 * cookie, address and language; lib/prefetch.server.ts). Undefined in the browser, which fetches.
 */
export type ServerTransport = (method: Method, path: string) => Promise<Response>;
let serverTransport: () => ServerTransport | undefined = () => undefined;
export function setServerTransport(current: () => ServerTransport | undefined): void {
  serverTransport = current;
}

/** Set by the router: where a 401 sends the user. */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The API's answer: in the browser by fetch, with the reader's language and the session cookie. */
function send(method: Method, path: string, body: unknown): Promise<Response> {
  const onServer = serverTransport();
  if (onServer) return onServer(method, path);
  const headers = requestHeaders(readerLanguage());
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const hadSession = storage.hasSession();
  let res: Response;
  try {
    res = await send(method, path, body);
  } catch (err) {
    const code: ClientFailure =
      err instanceof DOMException && err.name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    throw new ApiError(0, { code, message: i18n.t(`errors:${code}`) });
  }
  if (method !== 'GET' && typeof document !== 'undefined') storage.noteChange();

  let data: unknown = null;
  const text = await res.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, { code: 'PARSING_ERROR', message: i18n.t('errors:PARSING_ERROR') });
    }
  }
  if (res.status === 401 && hadSession) {
    storage.clearSession();
    onUnauthorized();
  }
  if (!res.ok) {
    // A proxy or a crash may answer without our error body: keep the shape callers rely on.
    const body = data && typeof data === 'object' && 'code' in data ? (data as ApiErrorBody) : null;
    if (hadSession && body?.code === ACCOUNT_SUSPENDED) endSuspendedSession();
    throw new ApiError(res.status, body ?? { code: 'INTERNAL', message: i18n.t('errors:INTERNAL') });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/**
 * Uploads and downloads get 5 minutes instead of the 15 s of JSON calls: a 10 MiB document over
 * a weak mobile uplink (about 0.5 Mbit/s) takes close to 3 minutes, and 15 s would abort it.
 */
export const TRANSFER_TIMEOUT_MS = 5 * 60_000;

function failure(status: number, text: string, hadSession: boolean): ApiError {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return new ApiError(status, { code: 'PARSING_ERROR', message: i18n.t('errors:PARSING_ERROR') });
  }
  if (status === 401 && hadSession) {
    storage.clearSession();
    onUnauthorized();
  }
  const body = data && typeof data === 'object' && 'code' in data ? (data as ApiErrorBody) : null;
  if (hadSession && body?.code === ACCOUNT_SUSPENDED) endSuspendedSession();
  return new ApiError(status, body ?? { code: 'INTERNAL', message: i18n.t('errors:INTERNAL') });
}

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with upload progress (fetch reports none, so this uses XMLHttpRequest),
 * with the same base, session, language and error shapes as every other call.
 */
export function upload<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const hadSession = storage.hasSession();
    xhr.open('POST', `/api${path}`);
    xhr.timeout = TRANSFER_TIMEOUT_MS;
    for (const [name, value] of Object.entries(requestHeaders(readerLanguage()))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const clientFailure = (code: ClientFailure) => new ApiError(0, { code, message: i18n.t(`errors:${code}`) });
    xhr.onerror = () => reject(clientFailure('FETCH_ERROR'));
    xhr.onabort = () => reject(clientFailure('FETCH_ERROR'));
    xhr.ontimeout = () => reject(clientFailure('TIMEOUT_ERROR'));
    xhr.onload = () => {
      storage.noteChange();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
        } catch {
          reject(new ApiError(xhr.status, { code: 'PARSING_ERROR', message: i18n.t('errors:PARSING_ERROR') }));
        }
        return;
      }
      reject(failure(xhr.status, xhr.responseText, hadSession));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Fetches a file the API sends into memory, with the errors of any other call rather than an
 * error page; `signal` gives up on it (a viewer closed before the file arrived).
 */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<{ blob: Blob; response: Response }> {
  const hadSession = storage.hasSession();
  const headers = requestHeaders(readerLanguage());
  const timeout = AbortSignal.timeout(TRANSFER_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (err) {
    const code: ClientFailure =
      err instanceof DOMException && err.name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    throw new ApiError(0, { code, message: i18n.t(`errors:${code}`) });
  }
  if (!res.ok) throw failure(res.status, await res.text(), hadSession);
  return { blob: await res.blob(), response: res };
}

/**
 * Fetches a file the API sends (a stored file, UploadedMedia.url, /api/v1/media/{id}; the
 * applicants' CSV) and hands it to the browser as a download, named as the API names it
 * (Content-Disposition).
 */
export async function downloadFile(url: string): Promise<void> {
  const { blob, response: res } = await fetchFile(url);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = dispositionFileName(res.headers.get('Content-Disposition')) ?? '';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
