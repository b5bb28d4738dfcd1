import { z } from 'zod';
import { intParam } from './common';

/** POST /api/bookings/{id}/review: one review per played booking. */
export const createReviewBody = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  comment: z
    .string({ error: 'Comment must be text' })
    .trim()
    .max(1000, 'Comments are at most 1000 characters')
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

export const venueReview = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** First name and last initial ("Sam C."): enough to trust a review, not to find a person. */
  reviewerName: z.string(),
  reviewerImage: z.string().nullable(),
});
export type VenueReview = z.infer<typeof venueReview>;

export const venueReviewList = z.object({
  items: z.array(venueReview),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type VenueReviewList = z.infer<typeof venueReviewList>;

export const reviewListQuery = z.object({
  page: intParam('Page must be a whole number from 1 to 10000', 1, 10_000).default(1),
  pageSize: intParam('Page size must be a whole number from 1 to 50', 1, 50).default(10),
});
