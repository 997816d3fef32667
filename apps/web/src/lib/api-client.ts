// The one fetch wrapper: same origin, credentials included, the session
// token in X-Session-Token, errors as ApiError "<status>: <text or statusText>".

import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody, ApiErrorIssue } from '@traspasa/shared/errors';
import { reportApiError } from './error-reporting';
import { sessionHeaders } from './session-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'error' in parsed &&
      parsed.error &&
      typeof parsed.error === 'object' &&
      'message' in parsed.error
    ) {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status (0 when the network failed before any answer). */
  readonly status: number;
  readonly statusText: string;
  /** Raw response text. */
  readonly text: string;
  /** Parsed server body `{error:{code,message,issues}}`, when it had that shape. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.text = text;
    this.body = parseErrorBody(text);
  }

  /** The Spanish message the server meant for people, if any. */
  get userMessage(): string | undefined {
    return this.body?.error.message || undefined;
  }

  get code(): string | undefined {
    return this.body?.error.code;
  }

  get issues(): ApiErrorIssue[] {
    return this.body?.error.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Throw an ApiError for a non-OK response, and report it when it is a server failure (5xx). */
export async function throwIfResNotOk(res: Response, method: string, path: string, requestData?: unknown) {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  // A page rendered on the server reports nothing: the browser asks again and reports then.
  if (typeof window !== 'undefined')
    reportApiError({
      endpoint: path,
      method,
      status: res.status,
      statusText: res.statusText,
      responseText: text,
      requestData,
    });
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * How requests leave: the browser's fetch, or — while the server renders a public page
 * (decision 145) — the server's own in-process handler, set once by entry-server.tsx.
 * On the server every request is anonymous: there is no stored session token there.
 */
type Fetcher = (path: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (path, init) => fetch(path, init);

export function setApiFetcher(next: Fetcher): void {
  fetcher = next;
}

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Return the non-OK response instead of throwing (the caller inspects it). */
  allowErrorStatus?: boolean;
};

/**
 * The generic helper: method (default GET), path, optional JSON body (or FormData);
 * returns the raw Response. Non-OK answers throw ApiError unless `allowErrorStatus`.
 */
export async function apiRequest(
  method: HttpMethod = 'GET',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...sessionHeaders(),
    ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const res = await fetcher(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    signal: options.signal,
  });
  if (!options.allowErrorStatus) await throwIfResNotOk(res, method, path, isForm ? '[FormData]' : body);
  return res;
}

async function parseJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions) =>
    parseJson<T>(await apiRequest('GET', path, undefined, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await apiRequest('POST', path, body, options)),
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await apiRequest('PUT', path, body, options)),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await apiRequest('PATCH', path, body, options)),
  delete: async <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    parseJson<T>(await apiRequest('DELETE', path, options?.body, options)),
};

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query fetcher: GET the first element of the query key, parse JSON.
 * With `on401: 'returnNull'` an Unauthorized answer resolves to null.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = String(queryKey[0]);
    const res = await apiRequest('GET', path, undefined, { signal, allowErrorStatus: true });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res, 'GET', path);
    return parseJson<T>(res);
  };
}
