import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '@server/lib/app-error';
import type { Session, SessionStore } from './session-store';

/** The session cookie's name over plain HTTP (local use, tests). */
export const SESSION_COOKIE = 'matchday_sid';
/**
 * Over HTTPS the cookie is Secure and named with the __Host- prefix: browsers then accept it only
 * from a secure origin, with Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

// request.protocol honours X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/** The session cookie's name for this request: prefixed when it travels over HTTPS. */
export function sessionCookieName(request: FastifyRequest): string {
  return isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the request's cookie carries, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The live session behind the request's cookie, or null when signed out. */
    session: Session | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the session cookie of every API request into `request.session`. Reads may answer from
 * the store's memory; a request that may change something reads the database, and once it has
 * run, the user's remembered sessions are forgotten, so their next read on this instance already
 * sees the change (other instances hear of it through `auth.changed`).
 */
export function registerSessions(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = sessionTokenOf(request);
    if (token) request.session = await sessions.read(token, { cached: READS.has(request.method) });
  });
  app.addHook('onSend', async (request) => {
    if (request.session && !READS.has(request.method)) sessions.forget(request.session.userId);
  });
}

/** The signed-in user's id; a 401 for visitors. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}

/** The signed-in user's row, read with the session; a 401 for visitors. */
export function signedInUserOf(request: FastifyRequest): Session['user'] {
  if (!request.session) throw unauthorized();
  return request.session.user;
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
  // Path=/ and no domain: both required by the __Host- prefix.
  reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}
