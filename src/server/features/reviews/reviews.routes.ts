import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/contracts/common';
import { booking, bookingIdParams } from '@shared/contracts/bookings';
import { createReviewBody, reviewListQuery, venueReviewList } from '@shared/contracts/reviews';
import { venueIdParams } from '@shared/contracts/venues';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { listVenueReviews, reviewBooking } from './reviews.service';

const tags = ['reviews'];

export function reviewsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/bookings/:id/review',
    {
      schema: {
        tags,
        summary: 'Rate a venue 1–5 for a booking you played (once per booking)',
        params: bookingIdParams,
        body: createReviewBody,
        response: { 201: booking, ...errorResponses(400, 401, 404, 409) },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reviewBooking(db, userIdOf(request), request.params.id, request.body, clock.now()),
        ),
  );

  api.get(
    '/api/venues/:id/reviews',
    {
      schema: {
        tags,
        summary: "A venue's reviews, newest first",
        params: venueIdParams,
        querystring: reviewListQuery,
        response: { 200: venueReviewList, ...errorResponses(400, 404) },
      },
    },
    (request) => listVenueReviews(db, request.params.id, request.query),
  );
}
