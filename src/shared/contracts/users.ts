import { z } from 'zod';
import { password } from './auth';

const currentPasswordField = (message: string) =>
  z.string({ error: message }).min(1, message).max(128, 'Password must be at most 128 characters');

/**
 * POST /api/user/password. The new password follows the registration rules; the current one is
 * checked by the server against the stored hash, so here it only has to be present.
 */
export const changePasswordBody = z.object({
  currentPassword: currentPasswordField('Enter your current password'),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The settings form adds a confirmation that never leaves the browser. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** DELETE /api/user: the password, asked again so a borrowed session cannot delete the account. */
export const deleteAccountBody = z.object({
  password: currentPasswordField('Enter your password to delete your account'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const WRONG_PASSWORD = 'Your current password is not correct';
export const WRONG_DELETE_PASSWORD = 'That password is not correct';

const records = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/user/export: everything Matchday holds about the signed-in user, as stored (camelCase
 * names), without password hashes, payment-provider secrets or image bytes.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  playerProfile: z.record(z.string(), z.unknown()).nullable(),
  sports: records,
  bookings: records,
  payments: records,
  reviews: records,
  posts: records,
  comments: records,
  likes: records,
  following: records,
  followers: records,
  teams: records,
  teamMemberships: records,
  teamJoinRequests: records,
  gamesOrganised: records,
  gameParticipations: records,
  venues: records,
  uploads: records,
  followedPages: records,
  messages: records,
  notifications: records,
  pushSubscriptions: records,
  coaching: records,
  coachProfiles: records,
  coachingSessions: records,
  sponsorProfiles: records,
  investorProfiles: records,
});
export type AccountExport = z.infer<typeof accountExport>;
