import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response.clone()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queryContext = (path: string) =>
  ({ queryKey: [path], signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('ApiError', () => {
  it('reads "<status>: <text>", or the status text when the body is empty', () => {
    expect(new ApiError(400, 'Bad Request', 'campo inválido').message).toBe('400: campo inválido');
    expect(new ApiError(503, 'Service Unavailable', '').message).toBe('503: Service Unavailable');
  });

  it('exposes the server body and its Spanish message', () => {
    const err = new ApiError(
      409,
      'Conflict',
      JSON.stringify({ error: { code: 'conflict', message: 'Ese correo ya está registrado', issues: [] } }),
    );
    expect(err.body?.error.code).toBe('conflict');
    expect(err.userMessage).toBe('Ese correo ya está registrado');
    expect(new ApiError(500, 'x', 'not json').userMessage).toBeUndefined();
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials and JSON, and returns the raw response', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    const res = await apiRequest('POST', '/api/things', { a: 1 });
    expect(res.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiError for a non-OK answer', async () => {
    stubFetch(new Response('nope', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('GET', '/api/admin/x')).rejects.toMatchObject({
      status: 403,
      message: '403: nope',
    });
  });
});

describe('getQueryFn (the default fetcher)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns null on 401 with on401 "returnNull"', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'))).resolves.toBeNull();
  });

  it('throws on 401 with on401 "throw"', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/user'))).rejects.toMatchObject({
      message: '401: Unauthorized',
    });
  });

  it('GETs the first element of the key and parses JSON', async () => {
    const fetchMock = stubFetch(new Response('{"id":1}', { status: 200 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/user'))).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});
