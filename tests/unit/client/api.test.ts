import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest } from '@/client/lib/api';

function answer(status: number, body: string, statusText = '') {
  return new Response(body || null, { status, statusText });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request helper', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, '{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiJson('POST', '/api/auth/login', { username: 'amina', password: 'x' })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"username":"amina","password":"x"}');
  });

  it('a failed answer becomes an error reading "status: body"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(401, '{"message":"Invalid username or password"}', 'Unauthorized')),
    );

    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid username or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Invalid username or password');
  });

  it('an empty failed answer falls back to the status text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503, '', 'Service Unavailable')));

    const error = (await apiRequest('GET', '/api/home/summary').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps the field the server names on a 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(answer(400, '{"message":"This username is already taken","field":"username"}')),
    );

    const error = (await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e)) as ApiError;

    expect(error.field).toBe('username');
    expect(error.serverMessage).toBe('This username is already taken');
  });
});
