import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import { currentUser, selectRoleBody, updateProfileBody } from '@shared/contracts/auth';
import { accountExport, changePasswordBody, deleteAccountBody } from '@shared/contracts/users';
import { clearSessionCookie, requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { exportAccount } from './account-export.service';
import { changePassword, deleteAccount } from './account.service';
import { selectRole, updateProfile } from './users.service';

const tags = ['users'];

export function usersRoutes(app: FastifyInstance, { db, payments, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/role',
    {
      schema: {
        tags,
        summary: 'Choose a role (role-selection screen)',
        body: selectRoleBody,
        response: { 200: currentUser, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    (request) => selectRole(db, userIdOf(request), request.body.role),
  );

  // No id in the path: the session decides whose profile changes.
  api.patch(
    '/api/user/profile',
    {
      schema: {
        tags,
        summary: "Update the signed-in user's profile (partial: send only what changes)",
        body: updateProfileBody,
        response: { 200: currentUser, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    (request) => updateProfile(db, userIdOf(request), request.body),
  );

  api.post(
    '/api/user/password',
    {
      schema: {
        tags,
        summary: 'Change the password (the current one is required); other sessions end',
        body: changePasswordBody,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await changePassword(db, userIdOf(request), request.session!.sid, request.body);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/user/export',
    {
      schema: {
        tags,
        summary: 'Download everything Matchday holds about the signed-in user (JSON)',
        response: { 200: accountExport, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const data = await exportAccount(db, userIdOf(request), clock.now());
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="matchday-export-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  api.delete(
    '/api/user',
    {
      schema: {
        tags,
        summary: 'Delete the signed-in account (the password is required); signs out',
        body: deleteAccountBody,
        response: { 204: z.null(), ...errorResponses(400, 401, 409) },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteAccount(db, payments, userIdOf(request), request.body.password, clock.now());
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
}
