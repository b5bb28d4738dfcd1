import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, selectRoleBody, updateProfileBody } from '@shared/contracts/auth';
import { errorBody } from '@shared/contracts/errors';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/lib/deps';
import { selectRole, updateProfile } from './users.service';

const tags = ['users'];

export function usersRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/role',
    {
      schema: {
        tags,
        summary: 'Choose a role (role-selection screen)',
        body: selectRoleBody,
        response: { 200: currentUser, 400: errorBody, 401: errorBody },
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
        response: { 200: currentUser, 400: errorBody, 401: errorBody },
      },
      preValidation: requireUser,
    },
    (request) => updateProfile(db, userIdOf(request), request.body),
  );
}
