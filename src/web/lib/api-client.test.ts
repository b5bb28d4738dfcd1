import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn } from './api-client';
import { createQueryClient } from './query-client';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with cookies', async () => {
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/login', { email: 'a@b.co' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.co"}',
      credentials: 'include',
    });
  });

  it('raises "{status}: {body}" (SPEC §8) and keeps the server sentence and fields', async () => {
    const body =
      '{"message":"Invalid email address","code":"validation_error","fields":{"email":"Invalid email address"}}';
    vi.stubGlobal('fetch', answer(400, body));
    const error = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.serverMessage).toBe('Invalid email address');
    expect(apiError.fields).toEqual({ email: 'Invalid email address' });
    expect(errorMessage(apiError, 'fallback')).toBe('Invalid email address');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(502, '', 'Bad Gateway'));
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
  });

  it('errorMessage falls back for errors that are not from the API', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });
});

describe('getQueryFn', () => {
  it('fetches the URL made of the key parts joined with "/"', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{"id":"v1"}'));
    vi.stubGlobal('fetch', fetchMock);
    const result = await getQueryFn({ on401: 'throw' })({
      queryKey: ['/api/venues', 'v1'],
      signal: new AbortController().signal,
    } as never);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/venues/v1');
    expect(result).toEqual({ id: 'v1' });
  });

  it('answers null for a 401 when asked to (signed out), and throws otherwise', async () => {
    vi.stubGlobal('fetch', answer(401, '{"message":"Unauthorized","code":"unauthorized"}'));
    const context = { queryKey: ['/api/auth/user'], signal: new AbortController().signal } as never;
    expect(await getQueryFn({ on401: 'returnNull' })(context)).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow(/^401: /);
  });
});

describe('the query client (SPEC §7)', () => {
  it('never refetches on focus, never goes stale and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
