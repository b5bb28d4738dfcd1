import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sport } from '@shared/contracts/sports';
import type { AppDeps } from '@server/deps';
import { listSports } from './sports.service';

export function sportsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/sports',
      { schema: { tags: ['sports'], summary: 'All sports', response: { 200: z.array(sport) } } },
      () => listSports(db),
    );
}
