import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import {
  blockInput,
  blockParams,
  courtBlock,
  courtInput,
  courtParams,
  courtSummary,
  courtUpdate,
  deskBookingInput,
  moveBookingInput,
  openingHours,
  ownerBookingParams,
  priceRule,
  priceRuleInput,
  priceRuleParams,
  scheduleQuery,
} from '@shared/contracts/courts';
import { venueBooking } from '@shared/contracts/venue-owner';
import { openingHoursView, venueIdParams } from '@shared/contracts/venues';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { createBlock, deleteBlock, listBlocks } from './blocks.service';
import { createCourt, deleteCourt, updateCourt } from './courts.service';
import { cancelDeskBooking, createDeskBooking, moveVenueBooking } from './desk-bookings.service';
import { setOpeningHours } from './hours.service';
import {
  createPriceRule,
  deletePriceRule,
  listPriceRules,
  updatePriceRule,
} from './price-rules.service';

const tags = ['venue operations'];
const errors = errorResponses(400, 401, 403, 404);
const withConflict = errorResponses(400, 401, 403, 404, 409);

/**
 * A venue owner runs their venue: courts, opening hours, peak prices, blocks, desk bookings and
 * moves from the calendar. Every route checks the venue is the caller's (403) and exists (404).
 */
export function courtsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/venue/venues/:id';

  api.post(
    `${base}/courts`,
    {
      schema: {
        tags,
        summary: 'Add a court to your venue',
        params: venueIdParams,
        body: courtInput,
        response: { 201: courtSummary, ...withConflict },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCourt(db, userIdOf(request), request.params.id, request.body)),
  );

  api.patch(
    `${base}/courts/:courtId`,
    {
      schema: {
        tags,
        summary: 'Change a court (name, sports, indoor, surface, base price)',
        params: courtParams,
        body: courtUpdate,
        response: { 200: courtSummary, ...withConflict },
      },
      preValidation: requireUser,
    },
    (request) =>
      updateCourt(db, userIdOf(request), request.params.id, request.params.courtId, request.body),
  );

  api.delete(
    `${base}/courts/:courtId`,
    {
      schema: {
        tags,
        summary: 'Remove a court (409 while bookings to come hold it, or for the last court)',
        params: courtParams,
        response: { 204: z.null(), ...withConflict },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { id, courtId } = request.params;
      await deleteCourt(db, userIdOf(request), id, courtId, clock.now());
      return reply.status(204).send(null);
    },
  );

  api.put(
    `${base}/hours`,
    {
      schema: {
        tags,
        summary: 'Set the opening hours: each weekday (or closed) and dated exceptions',
        params: venueIdParams,
        body: openingHours,
        response: { 200: openingHoursView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => setOpeningHours(db, userIdOf(request), request.params.id, request.body),
  );

  api.get(
    `${base}/price-rules`,
    {
      schema: {
        tags,
        summary: 'Peak and off-peak price rules, in the order they apply',
        params: venueIdParams,
        response: { 200: z.array(priceRule), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listPriceRules(db, userIdOf(request), request.params.id),
  );

  api.post(
    `${base}/price-rules`,
    {
      schema: {
        tags,
        summary: 'Add a price rule: weekdays and times at a multiplier or a fixed hourly price',
        params: venueIdParams,
        body: priceRuleInput,
        response: { 201: priceRule, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPriceRule(db, userIdOf(request), request.params.id, request.body)),
  );

  api.patch(
    `${base}/price-rules/:ruleId`,
    {
      schema: {
        tags,
        summary: 'Change a price rule, as a whole (bookings already made keep their price)',
        params: priceRuleParams,
        body: priceRuleInput,
        response: { 200: priceRule, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      updatePriceRule(
        db,
        userIdOf(request),
        request.params.id,
        request.params.ruleId,
        request.body,
      ),
  );

  api.delete(
    `${base}/price-rules/:ruleId`,
    {
      schema: {
        tags,
        summary: 'Remove a price rule (bookings already made keep their price)',
        params: priceRuleParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deletePriceRule(db, userIdOf(request), request.params.id, request.params.ruleId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${base}/blocks`,
    {
      schema: {
        tags,
        summary: 'Blocks overlapping a range (the calendar asks for a day or a week)',
        params: venueIdParams,
        querystring: scheduleQuery,
        response: { 200: z.array(courtBlock), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listBlocks(db, userIdOf(request), request.params.id, request.query),
  );

  api.post(
    `${base}/blocks`,
    {
      schema: {
        tags,
        summary: 'Block a court for a time range (409 over a booking or another block)',
        params: venueIdParams,
        body: blockInput,
        response: { 201: courtBlock, ...withConflict },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createBlock(db, userIdOf(request), request.params.id, request.body, clock.now()),
        ),
  );

  api.delete(
    `${base}/blocks/:blockId`,
    {
      schema: {
        tags,
        summary: 'Remove a block',
        params: blockParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteBlock(db, userIdOf(request), request.params.id, request.params.blockId);
      return reply.status(204).send(null);
    },
  );

  api.post(
    `${base}/bookings`,
    {
      schema: {
        tags,
        summary: 'Book a court for a walk-in or phone customer (409 when taken)',
        params: venueIdParams,
        body: deskBookingInput,
        response: { 201: venueBooking, ...withConflict },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createDeskBooking(
            db,
            userIdOf(request),
            request.params.id,
            request.body,
            clock.now(),
          ),
        ),
  );

  api.patch(
    `${base}/bookings/:bookingId`,
    {
      schema: {
        tags,
        summary: 'Move a booking to another time and/or court (409 when taken)',
        params: ownerBookingParams,
        body: moveBookingInput,
        response: { 200: venueBooking, ...withConflict },
      },
      preValidation: requireUser,
    },
    (request) =>
      moveVenueBooking(
        db,
        userIdOf(request),
        request.params.id,
        request.params.bookingId,
        request.body,
        clock.now(),
      ),
  );

  api.delete(
    `${base}/bookings/:bookingId`,
    {
      schema: {
        tags,
        summary: 'Cancel a desk booking',
        params: ownerBookingParams,
        response: { 200: venueBooking, ...withConflict },
      },
      preValidation: requireUser,
    },
    (request) =>
      cancelDeskBooking(
        db,
        userIdOf(request),
        request.params.id,
        request.params.bookingId,
        clock.now(),
      ),
  );
}
