import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '@server/lib/app-error';
import type { Session, SessionStore } from './session-store';

export const SESSION_COOKIE = 'matchday_sid';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The live session behind the request's cookie, or null when signed out. */
    session: Session | null;
  }
}

/** Reads the session cookie of every API request into `request.session`. */
export function registerSessions(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await sessions.read(token);
  });
}

/** The signed-in user's id; a 401 for visitors. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}

/**
 * For endpoints that need sign-in, as `preValidation`: a visitor is told 401 before anything
 * about the request body.
 */
export async function requireUser(request: FastifyRequest) {
  userIdOf(request);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol honours X-Forwarded-Proto when TRUST_PROXY is on.
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
