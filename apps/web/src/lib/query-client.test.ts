import { describe, expect, it } from 'vitest';
import { ownBusinessQueryOptions } from '@/features/listing-form/api/listing-api';
import { ApiError } from './api-client';
import {
  createQueryClient,
  retryAtMost,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client';
import { shouldRetryUser } from './session';

describe('retryDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('shouldRetryQuery', () => {
  const serverError = new ApiError(500, 'Internal Server Error', '');
  it('retries failed queries 3 times', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not retry answers that cannot change (4xx), except 408', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'Not Found', ''))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401, 'Unauthorized', ''))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, 'Too Many Requests', ''))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(408, 'Request Timeout', ''))).toBe(true);
  });
});

describe('retryAtMost', () => {
  it('lowers the ceiling but keeps a 4xx an answer (a listing that is not yours: one request)', () => {
    const once = retryAtMost(1);
    expect([0, 1].map((n) => once(n, new ApiError(503, 'Service Unavailable', '')))).toEqual([true, false]);
    expect(once(0, new ApiError(404, 'Not Found', ''))).toBe(false);
    expect(once(0, new ApiError(403, 'Forbidden', ''))).toBe(false);
    const retry = ownBusinessQueryOptions(7).retry;
    expect(typeof retry === 'function' && retry(0, new ApiError(404, 'Not Found', ''))).toBe(false);
  });
});

describe('shouldRetryMutation', () => {
  it('retries up to 2 times when the request may not have arrived', () => {
    const err = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((n) => shouldRetryMutation(n, err))).toEqual([true, true, false]);
    expect(shouldRetryMutation(0, new ApiError(503, 'Service Unavailable', ''))).toBe(true);
  });

  it('never retries a refused or failed answer (a wrong password must count once)', () => {
    expect(shouldRetryMutation(0, new ApiError(401, 'Unauthorized', ''))).toBe(false);
    expect(shouldRetryMutation(0, new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(shouldRetryMutation(0, new Error('other'))).toBe(false);
  });
});

describe('shouldRetryUser', () => {
  it('retries fewer than 2 times and never after a 401', () => {
    const err = new ApiError(500, 'Internal Server Error', '');
    expect([0, 1, 2].map((n) => shouldRetryUser(n, err))).toEqual([true, true, false]);
    expect(shouldRetryUser(0, new ApiError(401, 'Unauthorized', ''))).toBe(false);
  });
});

describe('createQueryClient defaults', () => {
  it('uses the spec timings', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(10_000);
    expect(defaults.queries?.gcTime).toBe(30 * 60_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.queries?.refetchOnMount).toBe(true);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
  });
});
