import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import { currentUser, loginBody, registerBody } from '@shared/contracts/auth';
import {
  clearSessionCookie,
  requireUser,
  sessionTokenOf,
  setSessionCookie,
  signedInUserOf,
} from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { toCurrentUser } from '@server/features/users/users.service';
import { login, logout, register } from './auth.service';

const tags = ['auth'];

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sessionMs = deps.config.session.absoluteMs;

  api.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registerBody,
        response: { 201: currentUser, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await register(deps, request.body, request.ip);
      await endOldSession(deps, sessionTokenOf(request));
      setSessionCookie(request, reply, signedIn.token, sessionMs);
      return reply.status(201).send(signedIn.user);
    },
  );

  api.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginBody,
        response: { 200: currentUser, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await login(deps, request.body, request.ip);
      // A fresh id at every sign-in: a session id planted before login is worth nothing after.
      await endOldSession(deps, sessionTokenOf(request));
      setSessionCookie(request, reply, signedIn.token, sessionMs);
      return signedIn.user;
    },
  );

  api.post(
    '/api/logout',
    { schema: { tags, summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(deps, sessionTokenOf(request));
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/auth/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: currentUser, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    // Read with the session (and usually remembered with it): no query of its own.
    (request) => toCurrentUser(signedInUserOf(request)),
  );

  // Links in the top bar navigate the whole page here (SPEC §2); the sign-in screen is /auth.
  api.get('/api/login', { schema: { tags, summary: 'Go to the sign-in screen' } }, (_, reply) =>
    reply.redirect('/auth'),
  );

  api.get(
    '/api/logout',
    { schema: { tags, summary: 'End the session and go to the home page' } },
    async (request, reply) => {
      await logout(deps, sessionTokenOf(request));
      clearSessionCookie(request, reply);
      return reply.redirect('/');
    },
  );
}

async function endOldSession(deps: AppDeps, token: string | undefined) {
  await logout(deps, token);
}
