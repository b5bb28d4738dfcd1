import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../lib/server';
import { type LoadResult, runLoad } from '../lib/load';

const JSON_HEADERS = { 'content-type': 'application/json' };

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: 'player@matchday.dev', password: 'matchday123' }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The trivial route of the same server: what every other figure is divided by. */
export function baseline(server: RunningServer): Promise<LoadResult> {
  return runLoad({ name: 'baseline GET /api/health', url: `${server.url}/api/health` });
}

export async function authScenarios(server: RunningServer): Promise<LoadResult[]> {
  const cookie = await signIn(server.url);
  const currentUser = await runLoad({
    name: 'GET /api/auth/user (signed in)',
    url: `${server.url}/api/auth/user`,
    headers: { cookie },
  });

  // Each connection registers a brand-new account, then signs in with it, over and over: both
  // steps run argon2id (19 MiB, t=2), which is the point of measuring them.
  type Context = { email?: string };
  const registerAndLogin = await runLoad({
    name: 'POST /api/register + POST /api/login',
    url: server.url,
    connections: 8,
    requests: [
      {
        method: 'POST',
        path: '/api/register',
        headers: JSON_HEADERS,
        setupRequest: (request, context: Context) => {
          context.email = `bench-${randomUUID()}@example.com`;
          return {
            ...request,
            body: JSON.stringify({
              email: context.email,
              password: 'secret123',
              firstName: 'Bench',
              lastName: 'User',
              userType: 'player',
            }),
          };
        },
      },
      {
        method: 'POST',
        path: '/api/login',
        headers: JSON_HEADERS,
        setupRequest: (request, context: Context) => ({
          ...request,
          body: JSON.stringify({ email: context.email, password: 'secret123' }),
        }),
      },
    ],
  });
  return [currentUser, registerAndLogin];
}
