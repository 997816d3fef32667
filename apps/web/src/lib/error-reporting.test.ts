import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildErrorReport,
  createDeduper,
  describeTarget,
  isExtensionError,
  redactSensitive,
  reportApiError,
} from './error-reporting';

const env = {
  timestamp: '2026-11-21T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 Test',
  url: 'https://traspasa.test/businesses?q=cafe',
  pathname: '/businesses',
};

describe('buildErrorReport', () => {
  it('builds {message, stack, source:"frontend", metadata} with type and extras', () => {
    const report = buildErrorReport(
      'javascript-error',
      'x is undefined',
      'Error: x is undefined\n at a.js:1:2',
      { filename: 'https://traspasa.test/assets/a.js', lineno: 1, colno: 2 },
      env,
    );
    expect(report).toEqual({
      message: 'x is undefined',
      stack: 'Error: x is undefined\n at a.js:1:2',
      source: 'frontend',
      metadata: {
        ...env,
        type: 'javascript-error',
        filename: 'https://traspasa.test/assets/a.js',
        lineno: 1,
        colno: 2,
      },
    });
  });

  it('keeps the spec metadata keys even when extras try to override type', () => {
    const report = buildErrorReport(
      'custom-error',
      'demo',
      null,
      { context: { a: 1 }, type: 'x', url: 'y' },
      env,
    );
    expect(report.metadata.url).toBe(env.url);
    expect(report.metadata.type).toBe('custom-error');
    expect(report.metadata.context).toEqual({ a: 1 });
    expect(report.stack).toBeNull();
  });

  it('caps the message and stack sizes and never sends an empty message', () => {
    const long = buildErrorReport('custom-error', 'm'.repeat(5000), 's'.repeat(20000), {}, env);
    expect(long.message.length).toBeLessThanOrEqual(2000);
    expect(long.stack?.length).toBeLessThanOrEqual(10000);
    expect(buildErrorReport('custom-error', '   ', null, {}, env).message).toBe('Error sin mensaje');
  });
});

describe('isExtensionError', () => {
  it.each([
    ['chrome-extension://abcdef/content.js'],
    ['moz-extension://1234/inpage.js'],
    ['safari-extension://x/y.js'],
    ['MetaMask - RPC Error: internal'],
    ['Cannot redefine property: ethereum'],
    ['solana is not defined'],
  ])('ignores %s', (text) => {
    expect(isExtensionError(text)).toBe(true);
  });

  it('keeps our own errors', () => {
    expect(
      isExtensionError('Cannot read properties of undefined', 'at https://traspasa.test/assets/index.js:1:1'),
    ).toBe(false);
    expect(isExtensionError(undefined, null)).toBe(false);
  });
});

describe('createDeduper', () => {
  it('sends an identical report once within the window', () => {
    const d = createDeduper(5000, 100);
    expect(d.shouldSend('a', 0)).toBe(true);
    expect(d.shouldSend('a', 4999)).toBe(false);
    expect(d.shouldSend('b', 4999)).toBe(true);
    expect(d.shouldSend('a', 5000)).toBe(true);
  });

  it('caps reports per minute so a loop cannot flood the server', () => {
    const d = createDeduper(5000, 3);
    expect(['1', '2', '3', '4'].map((k) => d.shouldSend(k, 1000))).toEqual([true, true, true, false]);
    expect(d.shouldSend('5', 61_001)).toBe(true);
  });
});

describe('redactSensitive', () => {
  it('hides passwords, tokens, identity numbers and contact data in request data', () => {
    expect(
      redactSensitive({
        email: 'ana@traspasa.test',
        fullName: 'Ana Pérez',
        role: 'buyer',
        password: 'secreta123',
        nested: { newPassword: 'x', sessionToken: 't', cedula: '1712345678' },
      }),
    ).toEqual({
      email: '[redacted]',
      fullName: '[redacted]',
      role: 'buyer',
      password: '[redacted]',
      nested: { newPassword: '[redacted]', sessionToken: '[redacted]', cedula: '[redacted]' },
    });
  });
});

describe('describeTarget', () => {
  it('names the element and its source', () => {
    const img = {
      tagName: 'IMG',
      id: '',
      src: 'https://traspasa.test/uploads/a-card.webp',
    } as unknown as EventTarget;
    expect(describeTarget(img)).toBe('img https://traspasa.test/uploads/a-card.webp');
    expect(describeTarget(null)).toBe('unknown');
  });
});

describe('reportApiError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts an api-error report with the spec fields', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    reportApiError({
      endpoint: '/api/businesses/999',
      method: 'POST',
      status: 500,
      statusText: 'Internal Server Error',
      responseText: '{"error":{"code":"internal","message":"Error del servidor."}}',
      requestData: { password: 'x' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/errors/report');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body.source).toBe('frontend');
    expect(body.metadata).toMatchObject({
      type: 'api-error',
      endpoint: '/api/businesses/999',
      status: 500,
      statusText: 'Internal Server Error',
      requestData: { password: '[redacted]' },
    });
  });

  it('reports no 4xx: a refusal is the product working, not an error', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetchMock);
    const refusals: Array<[string, string, number, string]> = [
      ['/api/auth/change-password', 'POST', 400, 'Bad Request'],
      ['/api/auth/login', 'POST', 403, 'Forbidden'],
      ['/api/auth/reset-password', 'POST', 400, 'Bad Request'],
      ['/api/consultant/dashboard', 'GET', 403, 'Forbidden'],
      ['/api/professionals/12', 'GET', 404, 'Not Found'],
      ['/api/businesses/1/reports', 'POST', 409, 'Conflict'],
      ['/api/messages', 'POST', 429, 'Too Many Requests'],
    ];
    for (const [endpoint, method, status, statusText] of refusals) {
      reportApiError({ endpoint, method, status, statusText, responseText: '{"error":{}}' });
    }
    expect(fetchMock).not.toHaveBeenCalled();
    reportApiError({
      endpoint: '/api/consultant/dashboard',
      method: 'GET',
      status: 503,
      statusText: 'Service Unavailable',
      responseText: '',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('skips 401s and the report endpoint itself', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetchMock);
    reportApiError({
      endpoint: '/api/user',
      method: 'GET',
      status: 401,
      statusText: 'Unauthorized',
      responseText: '',
    });
    reportApiError({
      endpoint: '/api/errors/report',
      method: 'POST',
      status: 500,
      statusText: 'Internal Server Error',
      responseText: '',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
