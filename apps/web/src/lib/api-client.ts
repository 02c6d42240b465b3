// The one way the web app talks to the API: base /api, bearer token, 15 s time-out, the
// caller's language, and the error handling of SPEC section 7.
import type { ApiErrorBody } from '@fis/shared/error-codes';
import { API_TIMEOUT_MS } from '@fis/shared/limits';
import i18n from 'i18next';
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

/** Set by the router: where a 401 sends the user. */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'zh' };
  const token = storage.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (err) {
    const code: ClientFailure =
      err instanceof DOMException && err.name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    throw new ApiError(0, { code, message: i18n.t(`errors:${code}`) });
  }

  let data: unknown = null;
  const text = await res.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, { code: 'PARSING_ERROR', message: i18n.t('errors:PARSING_ERROR') });
    }
  }
  if (res.status === 401 && token) {
    storage.clearSession();
    onUnauthorized();
  }
  if (!res.ok) {
    // A proxy or a crash may answer without our error body: keep the shape callers rely on.
    const body = data && typeof data === 'object' && 'code' in data ? (data as ApiErrorBody) : null;
    throw new ApiError(res.status, body ?? { code: 'INTERNAL', message: i18n.t('errors:INTERNAL') });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
