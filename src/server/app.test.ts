import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_SPORTS } from '@shared/constants';
import { AppError } from '@server/lib/app-error';
import { INTERNAL_ERROR_MESSAGE, registerErrorHandler } from '@server/lib/error-handler';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the app shell of the API', () => {
  it('GET /api/health answers ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers).not.toHaveProperty('x-matchday-instance');
  });

  it('names the instance that answered when INSTANCE_NAME is set (behind a load balancer)', async () => {
    const named = await createTestContext({ INSTANCE_NAME: 'web-2' });
    try {
      for (const url of ['/api/health', '/api/nothing-here']) {
        const response = await named.app.inject({ method: 'GET', url });
        expect(response.headers['x-matchday-instance']).toBe('web-2');
      }
    } finally {
      await named.close();
    }
  });

  it('GET /api/sports lists the 24 map sports plus Soccer, seeded once', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sports' });
    const names = response.json<{ name: string }[]>().map((s) => s.name);
    expect(names).toHaveLength(25);
    expect(names).toEqual(expect.arrayContaining([...MAP_SPORTS, 'Soccer']));
  });

  it('unknown API paths answer a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('serves the OpenAPI document built from the route schemas, and its browsable page', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/auth/user',
        '/api/user/role',
      ]),
    );
    const register = document.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );

    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/app-error', () => {
    throw new AppError(422, 'slot_taken', 'That slot is gone', { startTime: 'Pick another time' });
  });
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  afterAll(() => app.close());

  it('answers AppError with its status and body', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'That slot is gone',
      code: 'slot_taken',
      fields: { startTime: 'Pick another time' },
    });
  });

  it('answers the unknown with a generic 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('hardening headers', () => {
  it('sends nosniff and a frame policy on every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
